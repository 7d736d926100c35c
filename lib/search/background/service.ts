import type { ApiClient } from '../../service/api-client';
import type { SearchAnswer, SearchRequest } from '../../hadith/hadith';
import type { CollectionInfo } from '../../hadith/reference-query';
import type { HadithCache } from '../../storage/hadith-cache';
import { HadithError } from '../../hadith-error';
import { createCollectionsKeeper, type CollectionsKeeper } from '../../service/collections';
import { OFFLINE_KINDS } from '../offline-kinds';
import { createReferenceLookup } from './references';
import { createMeaningSearch } from './meaning';
import type { LocalSearch } from './local-search';
import { byWords, checkSearch, SEARCH_CACHE_LIFETIME_MS } from '../input';

/**
 * Search in the background: a page already fetched comes from the cache, a
 * new one from the service, and when the service cannot answer, the search
 * runs over everything held locally.
 */

export interface SearchService {
  /** `signal` cancels the search: the call then rejects with the signal's reason. */
  search(request: SearchRequest, signal?: AbortSignal): Promise<SearchAnswer>;
  /**
   * Fetches a page the user is about to open (pointer on `Next`) into the
   * cache; null when the service cannot answer now: the page then asks
   * again, and shows why, when it is really opened.
   */
  prefetchSearch(request: SearchRequest): Promise<SearchAnswer | null>;
  /** The service's collections, fetched when the list held is days old; null where it lists none. */
  collections(): Promise<CollectionInfo[] | null>;
}

export interface SearchServiceDeps {
  api: ApiClient;
  cache: HadithCache;
  local: LocalSearch;
  now?: () => number;
  /** The service's collections and the routes it lacks; made from `api` when not given. */
  collections?: CollectionsKeeper;
  /** sunnah.com's numbers read as the data's (./sunnah-numbers.ts); tests give the shared data's. */
  sunnahNumbers?: (slug: string) => Promise<Record<string, number> | null>;
}

function canSearchOffline(error: unknown): error is HadithError {
  return error instanceof HadithError && OFFLINE_KINDS.has(error.kind);
}

/** The request as it will be sent and cached, or a 'bad-request' HadithError. */
export function validateSearchRequest(request: SearchRequest): SearchRequest {
  // It arrives from a page through messaging: trust nothing about its shape.
  if (typeof request !== 'object' || request === null) {
    throw new HadithError('bad-request', 'A search needs a query, a language, a page and a limit.');
  }
  const checked = checkSearch({
    query: typeof request.query === 'string' ? request.query : '',
    language: typeof request.language === 'string' ? request.language : '',
    page: request.page,
    limit: request.limit,
    collection: request.collection,
    asText: request.asText,
    mode: request.mode,
  });
  if (!checked.ok) throw new HadithError('bad-request', checked.problem);
  return checked.request;
}

export function createSearchService({
  api,
  cache,
  local,
  now = Date.now,
  collections = createCollectionsKeeper(api, now),
  sunnahNumbers,
}: SearchServiceDeps): SearchService {
  const references = createReferenceLookup({
    api,
    cache,
    local,
    collections,
    now,
    ...(sunnahNumbers && { sunnahNumbers }),
  });
  const searchMeaning = createMeaningSearch({ api, cache, local, collections, now });

  async function fresh(request: SearchRequest) {
    const cached = await cache.readSearchPage(request, now());
    const isFresh = cached !== null && now() - cached.fetchedAt < SEARCH_CACHE_LIFETIME_MS;
    return { cached, isFresh };
  }

  async function fetchAndKeep(request: SearchRequest, signal?: AbortSignal): Promise<SearchAnswer> {
    const page = await api.searchPage(request, { signal });
    await cache.saveSearchPage(request, page, now());
    return { ...page, request, fromCache: false, offlineReason: null };
  }

  /** A collection is sent only to a service that lists collections; the literal contract refuses it. */
  async function sendable(request: SearchRequest): Promise<SearchRequest> {
    if (request.collection === undefined || (await collections.hasRoute('collections'))) {
      return request;
    }
    const withoutCollection = { ...request };
    delete withoutCollection.collection;
    return withoutCollection;
  }

  async function searchText(request: SearchRequest, signal?: AbortSignal): Promise<SearchAnswer> {
    const { cached, isFresh } = await fresh(request);
    if (cached !== null && isFresh) {
      return { ...cached.page, request, fromCache: true, offlineReason: null };
    }
    try {
      return await fetchAndKeep(request, signal);
    } catch (error) {
      if (!canSearchOffline(error)) throw error;
      const offlineReason = error.toInfo();
      // The service's own page, even an old one, beats the local index.
      const page = cached?.page ?? (await local.search(request));
      return { ...page, request, fromCache: true, offlineReason };
    }
  }

  return {
    async search(raw, signal) {
      const request = await sendable(validateSearchRequest(raw));
      const reference = request.asText ? null : await references.read(request.query);
      const search = (asked: SearchRequest) =>
        asked.mode === 'meaning'
          ? searchMeaning(asked, signal, (words) => searchText(words, signal))
          : searchText(asked, signal);
      if (reference === null) return search(request);
      // Whatever the mode: "bukhari 1" means that hadith.
      const found = await references.lookUp(byWords(request), reference, signal);
      if (found !== null) return found;
      // The reference wins where the service can look it up; elsewhere, the query is searched.
      return { ...(await search(request)), referenceUnsupported: true };
    },

    async collections() {
      if (!(await collections.hasRoute('collections'))) return null;
      const current = await collections.current();
      if (current.fresh) return current.offered;
      try {
        return await collections.refresh();
      } catch (error) {
        // Offline, or no key yet: the list held (or the built-in one) stands, unless the route is gone.
        if (!(error instanceof HadithError)) throw error;
        return (await collections.hasRoute('collections')) ? current.offered : null;
      }
    },

    async prefetchSearch(raw) {
      const request = await sendable(validateSearchRequest(raw));
      const { cached, isFresh } = await fresh(request);
      if (cached !== null && isFresh) {
        return { ...cached.page, request, fromCache: true, offlineReason: null };
      }
      try {
        return await fetchAndKeep(request);
      } catch (error) {
        // Speculative: the real request shows the error if the user opens the page.
        if (error instanceof HadithError) return null;
        throw error;
      }
    },
  };
}
