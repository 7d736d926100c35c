import { describe, expect, it } from 'vitest';
import { balanceBidi, isolateAddress, isolateName } from '@/lib/hadith/bidi';
import { formatGrades, formatReference } from '@/lib/hadith/reference';
import type { Hadith } from '@/lib/hadith/hadith';

const [LRE, RLE, PDF, LRO, RLO] = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'];
const [LRI, RLI, FSI, PDI] = ['\u2066', '\u2067', '\u2068', '\u2069'];

describe('balanceBidi', () => {
  it.each([
    ['plain text', 'Sahih al-Bukhari', 'Sahih al-Bukhari'],
    ['Arabic without controls', 'صحيح البخاري', 'صحيح البخاري'],
    ['an override left open', `${RLO}evil`, `${RLO}evil${PDF}`],
    ['isolates left open, closed innermost first', `${LRI}a${RLI}b`, `${LRI}a${RLI}b${PDI}${PDI}`],
    ['balanced controls, kept', `${RLE}a${PDF}${FSI}b${PDI}`, `${RLE}a${PDF}${FSI}b${PDI}`],
    ['a PDI without an isolate, dropped', `a${PDI}${RLO}b`, `a${RLO}b${PDF}`],
    ['a PDF without an embedding, dropped', `a${PDF}b`, 'ab'],
    ['a PDF cannot close past an isolate', `${LRO}${LRI}a${PDF}`, `${LRO}${LRI}a${PDI}${PDF}`],
    ['a PDI closes the embeddings inside it', `${FSI}${RLO}a${PDI}b`, `${FSI}${RLO}a${PDI}b`],
    [
      'every opener kind',
      `${LRE}${RLE}${LRO}${RLO}${LRI}${RLI}${FSI}`,
      `${LRE}${RLE}${LRO}${RLO}${LRI}${RLI}${FSI}${PDI}${PDI}${PDI}${PDF}${PDF}${PDF}${PDF}`,
    ],
  ])('%s', (_name, text, balanced) => {
    expect(balanceBidi(text)).toBe(balanced);
  });
});

describe('isolateName', () => {
  it('leaves a name without controls as it is', () => {
    expect(isolateName('Sunan Abi Dawud')).toBe('Sunan Abi Dawud');
  });

  it('isolates a name with controls, closing what it leaves open', () => {
    expect(isolateName(`x${PDI}${RLO}y`)).toBe(`${FSI}x${RLO}y${PDF}${PDI}`);
  });
});

describe('isolateAddress', () => {
  it('keeps an address left to right, as one unit, inside any sentence', () => {
    expect(isolateAddress('https://api.mumin.ink/v1')).toBe('\u2066https://api.mumin.ink/v1\u2069');
  });
});

describe('the reference and grade lines', () => {
  const hadith: Hadith = {
    id: 1,
    collection: `${RLO}evil`,
    collectionId: null,
    bookNumber: 2,
    hadithNumber: 3,
    arabicText: 'نص',
    translation: 'text',
    language: 'en',
    translationLanguage: 'en',
    grades: [{ name: `${RLI}name`, grade: 'Sahih' }],
  };

  it('isolate a name holding controls from the words around it', () => {
    expect(formatReference(hadith)).toBe(`${FSI}${RLO}evil${PDF}${PDI} · Book 2 · Hadith 3`);
    expect(formatGrades(hadith)).toBe(`Sahih (${FSI}${RLI}name${PDI}${PDI})`);
  });

  it('stay as they were for ordinary names', () => {
    const plain = {
      ...hadith,
      collection: 'Sahih Muslim',
      grades: [{ name: 'Al-Albani', grade: 'Hasan' }],
    };
    expect(formatReference(plain)).toBe('Sahih Muslim · Book 2 · Hadith 3');
    expect(formatGrades(plain)).toBe('Hasan (Al-Albani)');
  });
});
