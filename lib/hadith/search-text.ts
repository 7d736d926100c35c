import type { Hadith, SearchRequest } from './hadith';
import { normalizeQuery, tokenize } from './normalize';

/**
 * What a search matches in a hadith, and how a query word matches a text
 * word: the rules of the service's index (server/search-index.ts), and one of
 * this device's own (a word's root, below), shared by the offline index, the
 * favourites' filter and the highlighting of results.
 */

/** A query word this short matches whole words only; longer ones also match words they begin. */
export const MIN_PREFIX_LENGTH = 3;

/** The translation and the Arabic text, taken as one document. */
export function searchableText(hadith: Pick<Hadith, 'translation' | 'arabicText'>): string {
  return `${hadith.translation ?? ''} ${hadith.arabicText}`;
}

/** The distinct normalised words of a hadith: its entries in the offline index. */
export function documentWords(hadith: Pick<Hadith, 'translation' | 'arabicText'>): string[] {
  return [...new Set(tokenize(searchableText(hadith)))];
}

/**
 * A favourite's words, for the Favourites page's filter: its texts', its
 * reference's (collection and number) and its note's.
 */
export function favouriteWords(
  favourite: Pick<Hadith, 'translation' | 'arabicText' | 'collection' | 'hadithNumber'> & {
    note?: string;
  },
): string[] {
  const { collection, hadithNumber, note } = favourite;
  const more = tokenize(`${collection} ${hadithNumber} ${note ?? ''}`);
  return [...new Set([...documentWords(favourite), ...more])];
}

/** English endings a query word's root is found without: the longest that fits is taken off. */
const ENDINGS = ['tions', 'sions', 'ings', 'tion', 'sion', 'ies', 'ing', 'ed', 'es', 's'];
/** Shorter roots begin too many unrelated words. */
const MIN_ROOT_LENGTH = 5;

/**
 * The root of an English query word, which other forms of it begin: the word
 * without its ending, when at least five letters are left. "intentions" →
 * "inten" (intended, intent), "charities" → "charit" (charity), "prayers" →
 * "prayer". Null for a word with no such ending, a short one, and any word
 * not in Latin letters.
 */
export function wordRoot(term: string): string | null {
  if (!/^[a-z]+$/.test(term)) return null;
  const ending = ENDINGS.find((end) => term.endsWith(end));
  if (ending === undefined || term.length - ending.length < MIN_ROOT_LENGTH) return null;
  return term.slice(0, -ending.length);
}

/**
 * The roots of the query words met lately: matchWeight asks for one for every
 * word of every text a search, a filter or the highlighting reads, and a query
 * has only a few. Emptied once it holds ROOTS_KEPT.
 */
const roots = new Map<string, string | null>();
const ROOTS_KEPT = 64;

function rootOf(term: string): string | null {
  let root = roots.get(term);
  if (root === undefined) {
    root = wordRoot(term);
    if (roots.size >= ROOTS_KEPT) roots.clear();
    roots.set(term, root);
  }
  return root;
}

/** The prefix an index is asked for: the query word's root where it has one, else the word itself. */
export function searchPrefix(term: string): string {
  return rootOf(term) ?? term;
}

/**
 * How a normalised text word matches a normalised query word: 1 exactly, 0.5
 * as a prefix, 0.25 as another form of the word (it begins with the query
 * word's root: the service does not match these), else 0.
 */
export function matchWeight(word: string, term: string): number {
  if (word === term) return 1;
  if (term.length >= MIN_PREFIX_LENGTH && word.startsWith(term)) return 0.5;
  const root = rootOf(term);
  if (root !== null && word.startsWith(root)) return 0.25;
  return 0;
}

/**
 * One search page's identity: equivalent queries (case, accents, diacritics,
 * spacing) share one, in the background's cache and in the pages' memory alike.
 */
export function searchPageKey(request: SearchRequest): string {
  const { query, language, page, limit, collection, asText, mode } = request;
  const within = collection === undefined ? '' : `|in:${collection}`;
  const how = `${asText ? '|text' : ''}${mode === 'meaning' ? '|meaning' : ''}`;
  return `${normalizeQuery(query)}|${language}|${page}|${limit}${within}${how}`;
}
