import { describe, expect, it } from 'vitest';
import type { PreparedHadith } from '@/lib/hadith/prepared-hadith';
import { languageText, noticeText } from '@/lib/ui/notice-text';
import { hadiths } from '../helpers/background';

function entries(count: number): PreparedHadith[] {
  return hadiths(count).map((hadith) => ({
    hadith,
    source: 'pool',
    language: 'en',
    favourite: false,
    notice: null,
  }));
}

describe('the notes under a new tab’s hadith', () => {
  it.each([
    [{ kind: 'network', until: null }, 'cache', 'Offline · a saved hadith'],
    [{ kind: 'no-key', until: null }, 'bundled', 'No API key yet · from the built-in collection'],
    [{ kind: 'budget-spent', until: 0 }, 'cache', 'Daily budget reached · a saved hadith'],
  ] as const)('explains %o', (notice, source, expected) => {
    const [entry] = entries(1);
    expect(noticeText({ ...entry!, source, notice })).toBe(expected);
  });

  it('names the rate limit’s end and says nothing for a fresh hadith', () => {
    const [entry] = entries(1);
    const until = new Date(2030, 0, 2, 14, 5).getTime();
    const text = noticeText({
      ...entry!,
      source: 'cache',
      notice: { kind: 'rate-limited', until },
    });
    // In the user's own time format: 14:05, or 02:05 PM.
    const clock = new Date(until).toLocaleTimeString(undefined, {
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(text).toBe(`Rate-limited until ${clock} · a saved hadith`);
    expect(clock).toMatch(/^(14:05|02:05\sPM)$/);
    expect(noticeText(entry!)).toBeNull();
  });

  it('says when the bundled set lacks the language', () => {
    const [entry] = entries(1);
    expect(languageText({ ...entry!, language: 'ru' })).toBe(
      'The built-in collection has no Russian translation: shown in English.',
    );
    expect(languageText(entry!)).toBeNull();
  });
});
