import { i18n } from '#i18n';
import type { SearchRequest } from '../hadith/hadith';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from './page-sizes';
import { cleanQuery, languageProblem, pageProblem, queryProblem } from './input';

/**
 * The results page's address, `results.html?q=…&language=…`, as opened by
 * the omnibox and the context menu, and read back by the page.
 */

export const RESULTS_PATH = '/results.html';

export interface ResultsLink {
  query: string;
  language: string;
  page?: number;
  limit?: number;
  /** A hadith to show expanded (the omnibox suggestion picked). */
  expandedId?: number;
  /** The collection searched within, by slug. */
  collection?: string;
  /** The words searched as text, though they read as a reference. */
  asText?: boolean;
  /** Searched by meaning. */
  mode?: 'meaning';
}

/** The search part of the address, e.g. `?q=patience&language=en`. */
export function resultsSearch(link: ResultsLink): string {
  const { query, language, page, limit, expandedId, collection, asText, mode } = link;
  const params = new URLSearchParams({ q: query, language });
  if (mode === 'meaning') params.set('by', 'meaning');
  if (collection !== undefined) params.set('collection', collection);
  if (asText === true) params.set('text', '1');
  if (page !== undefined && page > 1) params.set('page', String(page));
  if (limit !== undefined && limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(limit));
  if (expandedId !== undefined) params.set('hadith', String(expandedId));
  return `?${params.toString()}`;
}

function positiveInteger(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= 1 ? number : undefined;
}

/** What an address asks for, and why it cannot be searched when it cannot; a malformed limit is left to the default. */
export function readResultsSearch(
  search: string,
  fallbackLanguage: string,
): ResultsLink & { problem: string | null } {
  const params = new URLSearchParams(search);
  const limit = positiveInteger(params.get('limit'));
  const query = cleanQuery(params.get('q') ?? '');
  const language = params.get('language')?.trim().toLowerCase() || fallbackLanguage;
  const pageText = params.get('page');
  // Digits only: `1e9` or `0x10` are not page numbers anyone typed.
  const page = pageText !== null && /^\d{1,9}$/.test(pageText.trim()) ? Number(pageText) : NaN;
  const pageSaid = pageText === null ? null : pageProblem(page);
  const problem =
    (params.has('q') ? queryProblem(query) : null) ??
    (params.has('language') ? languageProblem(language) : null) ??
    (pageSaid === null ? null : i18n.t('input.badAddressPage', [pageSaid]));
  return {
    query,
    language,
    page: pageText === null || pageSaid !== null ? undefined : page,
    limit: PAGE_SIZES.includes(limit as (typeof PAGE_SIZES)[number]) ? limit : undefined,
    expandedId: positiveInteger(params.get('hadith')),
    ...(/^[\w-]{1,64}$/.test(params.get('collection') ?? '') && {
      collection: params.get('collection')!,
    }),
    ...(params.get('text') === '1' && { asText: true }),
    ...(params.get('by') === 'meaning' && { mode: 'meaning' as const }),
    problem,
  };
}

/** The address for a shown page, to keep the location in step with it. */
export function searchToLink(request: SearchRequest): ResultsLink {
  return {
    query: request.query,
    language: request.language,
    page: request.page,
    limit: request.limit,
    collection: request.collection,
    asText: request.asText,
    mode: request.mode,
  };
}
