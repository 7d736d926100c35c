import type { Hadith, SearchRequest } from './hadith';
import { normalizeQuery, tokenize } from './normalize';

/**
 * What a search matches in a hadith, and how a query word matches a text
 * word: the rules of the service's index (server/search-index.ts), shared by
 * the offline index and the highlighting of results.
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

/** How a normalised text word matches a normalised query word: 1 exactly, 0.5 as a prefix, else 0. */
export function matchWeight(word: string, term: string): number {
  if (word === term) return 1;
  if (term.length >= MIN_PREFIX_LENGTH && word.startsWith(term)) return 0.5;
  return 0;
}

/**
 * One search page's identity: equivalent queries (case, accents, diacritics,
 * spacing) share one, in the background's cache and in the pages' memory alike.
 */
export function searchPageKey(request: SearchRequest): string {
  const { query, language, page, limit, collection, asText } = request;
  const within = collection === undefined ? '' : `|in:${collection}`;
  return `${normalizeQuery(query)}|${language}|${page}|${limit}${within}${asText ? '|text' : ''}`;
}
