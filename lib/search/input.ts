import { i18n } from '#i18n';
import type { SearchRequest } from '../hadith/hadith';
import { isLanguageCode } from '../locale/text-direction';
import { MAX_PAGE_SIZE } from '../service/codes';
import { formatNumber } from '../locale/locale';

/**
 * What a person may search for, checked before anything is sent: the popup,
 * the results page's address and the background all apply these same rules,
 * so a search the service would refuse never costs a request.
 */

/** Longer queries are refused: no hadith search needs a paragraph, and services cap them. */
export const MAX_QUERY_LENGTH = 500;
/** Far past the last page of any language (about 40,000 hadiths at 10 a page). */
export const MAX_PAGE = 10_000;
/**
 * Search results of a fixed corpus barely change, and every request costs a
 * credit: a page is served from the cache for a day (production caches it for
 * an hour server-side, which saves it time but not the user's credit).
 */
export const SEARCH_CACHE_LIFETIME_MS = 24 * 60 * 60_000;

/** A search by meaning asks for this many hadiths, its one page: the service has no next one. */
export const MEANING_PAGE_SIZE = 20;

/**
 * Control characters (C0, DEL, C1) and invisible bidi controls: pasted with
 * a text, they would make a query no one typed. Each becomes a space.
 */
const CONTROLS = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The query as it is sent: controls made spaces, runs of spaces made one, trimmed. */
export function cleanQuery(text: string): string {
  return text.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim();
}

/** The sentence saying why `query` (cleaned) cannot be searched, or null. */
export function queryProblem(query: string): string | null {
  if (query === '') return i18n.t('input.emptyQuery');
  const length = [...query].length;
  if (length > MAX_QUERY_LENGTH) {
    return i18n.t('input.queryTooLong', [formatNumber(MAX_QUERY_LENGTH), formatNumber(length)]);
  }
  return null;
}

/** The sentence saying why `code` (trimmed, lower case) is not a language code, or null. */
export function languageProblem(code: string): string | null {
  return isLanguageCode(code) ? null : i18n.t('input.badLanguage');
}

/** The sentence saying why `page` is not a page to ask for, or null. */
export function pageProblem(page: number): string | null {
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE
    ? null
    : i18n.t('input.badPage', [formatNumber(MAX_PAGE)]);
}

export function limitProblem(limit: number): string | null {
  return Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE
    ? null
    : i18n.t('input.badLimit', [formatNumber(MAX_PAGE_SIZE)]);
}

/** The same search, by its words rather than its meaning. */
export function byWords(request: SearchRequest): SearchRequest {
  const { mode: _meaning, ...words } = request;
  return words;
}

/** The request cleaned, or the first sentence saying why it cannot be sent. */
export function checkSearch(
  request: SearchRequest,
): { ok: true; request: SearchRequest } | { ok: false; problem: string } {
  const query = cleanQuery(request.query);
  const language = request.language.trim().toLowerCase();
  const problem =
    queryProblem(query) ??
    languageProblem(language) ??
    pageProblem(request.page) ??
    limitProblem(request.limit);
  if (problem !== null) return { ok: false, problem };
  const checked: SearchRequest = { query, language, page: request.page, limit: request.limit };
  // A slug names a collection; anything else is dropped rather than sent.
  const collection = typeof request.collection === 'string' ? request.collection.trim() : '';
  if (/^[\w-]{1,64}$/.test(collection)) checked.collection = collection;
  if (request.asText === true) checked.asText = true;
  if (request.mode === 'meaning') checked.mode = 'meaning';
  return { ok: true, request: checked };
}
