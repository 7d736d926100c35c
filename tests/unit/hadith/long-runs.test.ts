import { describe, expect, it } from 'vitest';
import { breakLongRuns } from '@/lib/hadith/long-runs';
import { formatReference } from '@/lib/hadith/reference';
import type { Hadith } from '@/lib/hadith/hadith';

describe('breakLongRuns', () => {
  it.each([
    ['a real text', 'إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ، وَإِنَّمَا لِكُلِّ امْرِئٍ مَا نَوَى'],
    ['a run of exactly 100 characters', 'ص'.repeat(100)],
    ['long text made of words', 'patience '.repeat(20_000)],
  ])('leaves %s as it is', (_case, text) => {
    expect(breakLongRuns(text)).toBe(text);
  });

  it('puts a space after every 100 characters of a longer run', () => {
    expect(breakLongRuns('ص'.repeat(250))).toBe(
      `${'ص'.repeat(100)} ${'ص'.repeat(100)} ${'ص'.repeat(50)}`,
    );
    expect(breakLongRuns(`${'a'.repeat(101)} b`)).toBe(`${'a'.repeat(100)} a b`);
  });

  it('counts characters, never splitting a surrogate pair', () => {
    const shown = breakLongRuns('😀'.repeat(150));
    expect(shown).toBe(`${'😀'.repeat(100)} ${'😀'.repeat(50)}`);
  });

  it('changes nothing but the spaces it adds', () => {
    const shown = breakLongRuns('ص'.repeat(100_000));
    expect(shown.replaceAll(' ', '')).toBe('ص'.repeat(100_000));
    expect(shown.split(' ')).toHaveLength(1000);
  });

  it('applies to the names in the reference line', () => {
    const hadith = { collection: 'x'.repeat(150), bookNumber: 1, hadithNumber: 2 } as Hadith;
    expect(formatReference(hadith)).toBe(
      `${'x'.repeat(100)} ${'x'.repeat(50)} · Book 1 · Hadith 2`,
    );
  });
});
