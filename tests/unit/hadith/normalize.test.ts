import { describe, expect, it } from 'vitest';
import { normalizeQuery, normalizeText, tokenize } from '@/lib/hadith/normalize';

describe('normalizeText', () => {
  it.each([
    ['tashkeel is dropped', 'إِنَّمَا الْأَعْمَالُ', 'انما الاعمال'],
    ['tatweel is dropped', 'الـــلـه', 'الله'],
    ['alef with hamza or madda folds to alef', 'أإآ', 'ااا'],
    ['alef wasla folds to alef', 'ٱلله', 'الله'],
    ['hamza on waw and ya folds to the letter', 'مؤمن سئل', 'مومن سيل'],
    ['ta marbuta folds to ha', 'النية', 'النيه'],
    ['alef maqsura folds to ya', 'على', 'علي'],
    ['Persian yeh and keheh fold to ya and kaf', 'النیة کتاب', 'النيه كتاب'],
    ['Latin case and accents fold', 'Ṣalāh ÉTÉ', 'salah ete'],
  ])('%s', (_case, input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('keeps the vowel signs of other scripts', () => {
    expect(normalizeText('নিয়ত')).toContain('\u09bf');
  });
});

describe('tokenize and normalizeQuery', () => {
  it('splits on punctuation and spaces, keeping marked letters in one word', () => {
    expect(tokenize("Narrated 'Umar, (ﷺ) — নিয়ত!")).toEqual([
      'narrated',
      'umar',
      'صلي',
      'الله',
      'عليه',
      'وسلم',
      'নিয়ত'.normalize('NFKD'),
    ]);
  });

  it('gives equivalent queries one spelling', () => {
    expect(normalizeQuery('  Intentions   DEEDS ')).toBe(normalizeQuery('intentions deeds'));
    expect(normalizeQuery('النِّيَّة')).toBe(normalizeQuery('النيه'));
  });
});
