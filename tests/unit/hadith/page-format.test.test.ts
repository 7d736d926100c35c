import { describe, expect, it } from 'vitest';
import type { Hadith } from '@/lib/hadith/hadith';
import { HadithError } from '@/lib/hadith-error';
import { formatGrades, formatReference } from '@/lib/hadith/reference';
import { retryDelayMs } from '@/lib/service/retry-delay';
import { textDirection } from '@/lib/hadith/text-direction';

const hadith = (overrides: Partial<Hadith> = {}): Hadith => ({
  id: 1000100,
  collection: 'Sahih al-Bukhari',
  collectionId: 1,
  bookNumber: 1,
  hadithNumber: 1,
  arabicText: 'إنما الأعمال بالنيات',
  translation: 'Actions are judged by intentions.',
  language: 'en',
  translationLanguage: 'en',
  grades: [],
  ...overrides,
});

describe('formatReference', () => {
  it('reads collection, book and hadith number', () => {
    expect(formatReference(hadith())).toBe('Sahih al-Bukhari · Book 1 · Hadith 1');
    expect(
      formatReference(hadith({ collection: 'Sunan Abi Dawud', bookNumber: 2, hadithNumber: 394 })),
    ).toBe('Sunan Abi Dawud · Book 2 · Hadith 394');
  });
});

describe('formatGrades', () => {
  it.each([
    [[], ''],
    [[{ name: 'Al-Albani', grade: 'Sahih' }], 'Sahih (Al-Albani)'],
    [
      [
        { name: 'Al-Albani', grade: 'Hasan' },
        { name: 'Zubair Ali Zai', grade: 'Sahih' },
      ],
      'Hasan (Al-Albani) · Sahih (Zubair Ali Zai)',
    ],
    [[{ name: '', grade: 'Daif' }], 'Daif'],
    [[{ name: 'Al-Albani', grade: ' ' }], ''],
  ])('%o reads %s', (grades, text) => {
    expect(formatGrades(hadith({ grades }))).toBe(text);
  });
});

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['ur', 'rtl'],
    ['fa', 'rtl'],
    ['he', 'rtl'],
    ['ar-EG', 'rtl'],
    ['UR', 'rtl'],
    ['en', 'ltr'],
    ['tr', 'ltr'],
    ['bn', 'ltr'],
    ['', 'ltr'],
  ])('%s is %s', (language, dir) => {
    expect(textDirection(language)).toBe(dir);
  });
});

describe('retryDelayMs', () => {
  const now = 1_000_000;
  it.each([
    ['a limit ending in 5 s', new HadithError('rate-limited', 'x', { retryAt: now + 5000 }), 5250],
    ['a limit already over', new HadithError('rate-limited', 'x', { retryAt: now - 5000 }), 1000],
    ['a limit without an end', new HadithError('rate-limited', 'x'), null],
    ['another kind', new HadithError('network', 'x', { retryAt: now + 5000 }), null],
  ])('%s', (_name, error, delay) => {
    expect(retryDelayMs(error, now)).toBe(delay);
  });
});
