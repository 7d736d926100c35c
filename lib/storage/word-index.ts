import { MIN_PREFIX_LENGTH, searchPrefix } from '../hadith/search-text';

/** A `*words` index as Dexie offers it (`table.where('words')`). */
interface WordsIndex<C> {
  startsWith(prefix: string): C;
  equals(word: string): C;
}

/**
 * The rows of a table indexed by `*words` (cached and bundled hadiths,
 * favourites) holding a word `term` matches, by the rule of `matchWeight`: a
 * short term matches whole words only, a longer one also the words it begins,
 * or the words its root begins.
 */
export function withWord<C>(words: WordsIndex<C>, term: string): C {
  return term.length >= MIN_PREFIX_LENGTH
    ? words.startsWith(searchPrefix(term))
    : words.equals(term);
}
