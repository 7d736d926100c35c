import { describe, expect, it } from 'vitest';
import { hadithAsText } from '@/lib/hadith/reference';
import type { PreparedHadith } from '@/lib/hadith/prepared-hadith';
import type { NewTabPlan } from '@/lib/new-tab/plan';
import { chooseForNewTab, takeNext } from '@/lib/new-tab/choice';
import { parseBudget } from '@/lib/options/preferences';
import { languageText, noticeText } from '@/lib/ui/notice-text';
import { hadiths } from '../helpers/background';

const TODAY = '2030-01-02';

function entries(count: number): PreparedHadith[] {
  return hadiths(count).map((hadith) => ({
    hadith,
    source: 'pool',
    language: 'en',
    favourite: false,
    notice: null,
  }));
}

function plan(overrides: Partial<NewTabPlan> = {}): NewTabPlan {
  return { rotation: 'every-tab', language: 'en', upcoming: entries(3), daily: null, ...overrides };
}

describe('what a new tab shows', () => {
  it('takes the next prepared hadith on every tab, and reports it', () => {
    const choice = chooseForNewTab(plan(), TODAY);
    expect(choice?.entry.hadith.id).toBe(8000100);
    expect(choice?.rest.upcoming.map((e) => e.hadith.id)).toEqual([8000200, 8000300]);
    expect(choice?.report).toEqual({ shown: choice?.entry, dailyFor: null, today: TODAY });
  });

  it('shows the hadith of the day again without reporting it as new', () => {
    const [daily] = entries(1);
    const choice = chooseForNewTab(
      plan({ rotation: 'daily', daily: { day: TODAY, entry: daily! } }),
      TODAY,
    );
    expect(choice?.entry).toBe(daily);
    expect(choice?.report.shown).toBeNull();
    expect(choice?.rest.upcoming).toHaveLength(3);
  });

  it('picks a new hadith of the day when the stored one is for another day', () => {
    const [old] = entries(1);
    const choice = chooseForNewTab(
      plan({
        rotation: 'daily',
        upcoming: entries(3).slice(1),
        daily: { day: '2030-01-01', entry: old! },
      }),
      TODAY,
    );
    expect(choice?.entry.hadith.id).toBe(8000200);
    expect(choice?.report.dailyFor).toBe(TODAY);
    expect(choice?.rest.daily).toEqual({ day: TODAY, entry: choice?.entry });
  });

  it('moves on with "Another hadith" even on a daily plan, leaving the day’s pick alone', () => {
    const [daily] = entries(1);
    const choice = takeNext(
      plan({ rotation: 'daily', daily: { day: TODAY, entry: daily! } }),
      TODAY,
    );
    expect(choice?.report.dailyFor).toBeNull();
    expect(choice?.rest.daily?.entry).toBe(daily);
  });

  it('has nothing to show from an empty plan', () => {
    expect(chooseForNewTab(plan({ upcoming: [] }), TODAY)).toBeNull();
    expect(chooseForNewTab(plan({ rotation: 'daily', upcoming: [] }), TODAY)).toBeNull();
  });
});

describe('the texts of the new tab', () => {
  it('copies the Arabic, the translation and the reference', () => {
    const [hadith] = hadiths(1);
    const text = hadithAsText({ ...hadith!, grades: [{ name: 'Al-Albani', grade: 'Sahih' }] });
    expect(text.split('\n\n')).toEqual([
      hadith!.arabicText,
      hadith!.translation,
      '— Forty Hadith of an-Nawawi · Book 1 · Hadith 1 (Sahih (Al-Albani))',
    ]);
  });

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
      'No Russian translation offline: shown in English.',
    );
    expect(languageText(entry!)).toBeNull();
  });

  it.each([
    ['50', 50],
    [' 0 ', 0],
    ['500', 500],
    ['501', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
    ['many', null],
  ])('reads the budget %j as %j', (text, expected) => {
    expect(parseBudget(text)).toBe(expected);
  });
});
