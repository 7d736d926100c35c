import { describe, expect, it } from 'vitest';
import type { Hadith } from '@/lib/hadith/hadith';
import { formatGrades, formatReference, hadithAsText } from '@/lib/hadith/reference';
import { hadiths } from '../helpers/background';

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

describe('hadithAsText', () => {
  it('copies the Arabic, the translation and the reference', () => {
    const [hadith] = hadiths(1);
    const text = hadithAsText({ ...hadith!, grades: [{ name: 'Al-Albani', grade: 'Sahih' }] });
    expect(text.split('\n\n')).toEqual([
      hadith!.arabicText,
      hadith!.translation,
      '— Forty Hadith of an-Nawawi · Book 1 · Hadith 1 (Sahih (Al-Albani))',
    ]);
  });
});
