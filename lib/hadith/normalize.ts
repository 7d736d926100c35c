/**
 * Text normalisation shared by the local service's index, the extension's
 * cache keys and (later) its offline index, so all three match alike.
 */

// Latin combining accents, Arabic tashkeel and Quranic marks, superscript alef, tatweel.
// Other scripts' marks (Bengali, Tamil vowel signs) are letters in all but name: keep them.
const STRIPPED_MARKS = /[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

// NFKD already splits أ إ آ ؤ ئ into a base letter and a hamza/madda mark.
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  '\u0671': '\u0627', // alef wasla → alef
  '\u0629': '\u0647', // ta marbuta → ha
  '\u0649': '\u064a', // alef maqsura → ya
  '\u06cc': '\u064a', // Persian yeh → ya (the Dehlawi collection's Arabic uses it)
  '\u06a9': '\u0643', // keheh → kaf
};

const NON_WORD = /[^\p{L}\p{N}\p{M}]+/u;

/** Case-, accent- and diacritic-insensitive form of a text. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(STRIPPED_MARKS, '')
    .replace(/[\u0671\u0629\u0649\u06cc\u06a9]/g, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .toLowerCase();
}

/** The normalised words of a text, in order. */
export function tokenize(text: string): string[] {
  return normalizeText(text)
    .split(NON_WORD)
    .filter((word) => word.length > 0);
}

/** One canonical spelling of a query, so equivalent queries share a cache entry. */
export function normalizeQuery(query: string): string {
  return tokenize(query).join(' ');
}
