import { HadithError } from '../../hadith-error';
import type { SearchAnswer, SearchRequest } from '../../hadith/hadith';
import { searchPageKey } from '../../hadith/search-text';
import type { ApiClient } from '../../service/api-client';
import type { CollectionsKeeper } from '../../service/collections';
import type { HadithCache } from '../../storage/hadith-cache';
import { byWords, MEANING_PAGE_SIZE, SEARCH_CACHE_LIFETIME_MS } from '../input';
import { OFFLINE_KINDS } from '../offline-kinds';
import type { LocalSearch } from './local-search';

/**
 * Search by meaning (production's `/v1/hadiths/semantic-search`): one request
 * a query, the service's order kept, one page of twenty with no next one,
 * kept a day like a text page. A service without the route (the published
 * contract) is remembered for a week, and the words are searched instead;
 * one that has switched it off (503) says so, and the page offers the words.
 * Offline, out of credit or held back, what is held answers, as a text
 * search's does.
 */
export function createMeaningSearch(deps: {
  api: ApiClient;
  cache: HadithCache;
  local: LocalSearch;
  collections: CollectionsKeeper;
  now: () => number;
}) {
  const { api, cache, local, collections, now } = deps;

  return async function searchMeaning(
    asked: SearchRequest,
    signal: AbortSignal | undefined,
    searchWords: (request: SearchRequest) => Promise<SearchAnswer>,
  ): Promise<SearchAnswer> {
    // The route takes no collection and no page: every search by meaning is its one page.
    const request: SearchRequest = { ...asked, page: 1, limit: MEANING_PAGE_SIZE };
    delete request.collection;
    const words = async () => ({
      ...(await searchWords(byWords(asked))),
      meaningUnsupported: true,
    });
    if (!(await collections.hasRoute('semantic-search'))) return words();
    const key = `meaning|${searchPageKey(request)}`;
    const cached = await cache.readKeyedPage(key, now());
    if (cached !== null && now() - cached.fetchedAt < SEARCH_CACHE_LIFETIME_MS) {
      return { ...cached.page, request, fromCache: true, offlineReason: null };
    }
    try {
      const page = await api.semanticSearch(request, { signal });
      await cache.saveKeyedPage(key, request.language, page, now());
      return { ...page, request, fromCache: false, offlineReason: null };
    } catch (error) {
      if (!(error instanceof HadithError)) throw error;
      if (error.status === 404) {
        await collections.noteFailure(error, 'semantic-search');
        return words();
      }
      if (error.status === 503) {
        const empty = { hadiths: [], pagination: { ...EMPTY, limit: request.limit } };
        return {
          ...empty,
          request,
          fromCache: false,
          offlineReason: null,
          meaningUnavailable: true,
        };
      }
      if (!OFFLINE_KINDS.has(error.kind)) throw error;
      const page = cached?.page ?? (await local.search(byWords(request)));
      return { ...page, request, fromCache: true, offlineReason: error.toInfo() };
    }
  };
}

const EMPTY = { page: 1, total: 0, totalPages: 0, hasNext: false, hasPrev: false };
