import type { ApiClient } from './api-client';
import type { HadithAnswer, SearchAnswer, SearchRequest, ServiceStatus } from './hadith';
import type { HadithCache } from './hadith-cache';
import { HadithError, type HadithErrorKind } from './hadith-error';
import { activeBlock } from './rate-limit-state';
import * as settings from './settings';

/**
 * What the background does for the pages: answer from the service, keep what
 * it answered, and fall back to the cache when the service cannot answer now.
 */

/**
 * Search results of a fixed corpus barely change, and every request costs a
 * credit: a page is served from the cache for a day (production caches it for
 * an hour server-side, which saves it time but not the user's credit).
 */
export const SEARCH_CACHE_LIFETIME_MS = 24 * 60 * 60_000;

/** Failures a cached answer may stand in for. A rejected key is never hidden. */
const FALLBACK_KINDS: ReadonlySet<HadithErrorKind> = new Set<HadithErrorKind>([
  'rate-limited',
  'network',
  'timeout',
  'server',
]);

const LANGUAGE_CODE = /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/;

export interface HadithService {
  nextHadith(): Promise<HadithAnswer>;
  search(request: SearchRequest): Promise<SearchAnswer>;
  getStatus(): Promise<ServiceStatus>;
}

export interface HadithServiceDeps {
  api: ApiClient;
  cache: HadithCache;
  now?: () => number;
}

function canFallBack(error: unknown): error is HadithError {
  return error instanceof HadithError && FALLBACK_KINDS.has(error.kind);
}

/** The request as it will be sent and cached, or a 'bad-request' HadithError. */
export function validateSearchRequest(request: SearchRequest): SearchRequest {
  // It arrives from a page through messaging: trust nothing about its shape.
  if (typeof request !== 'object' || request === null) {
    throw new HadithError('bad-request', 'A search needs a query, a language, a page and a limit.');
  }
  const query = typeof request.query === 'string' ? request.query.trim() : '';
  const language =
    typeof request.language === 'string' ? request.language.trim().toLowerCase() : '';
  const { page, limit } = request;
  if (query === '') throw new HadithError('bad-request', 'Type something to search for.');
  if (!LANGUAGE_CODE.test(language)) {
    throw new HadithError('bad-request', 'The language must be a code such as en or ar.');
  }
  if (!Number.isInteger(page) || page < 1) {
    throw new HadithError('bad-request', 'The page must be a whole number from 1.');
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new HadithError('bad-request', 'The page size must be a whole number from 1 to 100.');
  }
  return { query, language, page, limit };
}

export function createHadithService({
  api,
  cache,
  now = Date.now,
}: HadithServiceDeps): HadithService {
  return {
    async nextHadith() {
      const configured = (await settings.language.getValue()).trim().toLowerCase();
      const language = configured === '' ? settings.DEFAULT_LANGUAGE : configured;
      try {
        const hadith = await api.randomHadith(language);
        await cache.saveHadiths([hadith], now());
        return { hadith, fromCache: false, fallbackReason: null };
      } catch (error) {
        if (!canFallBack(error)) throw error;
        const cached = await cache.randomHadith(language, now());
        if (cached === null) throw error;
        return { hadith: cached, fromCache: true, fallbackReason: error.toInfo() };
      }
    },

    async search(raw) {
      const request = validateSearchRequest(raw);
      const cached = await cache.readSearchPage(request);
      if (cached !== null && now() - cached.fetchedAt < SEARCH_CACHE_LIFETIME_MS) {
        return { ...cached.page, request, fromCache: true };
      }
      try {
        const page = await api.searchPage(request);
        await cache.saveSearchPage(request, page, now());
        return { ...page, request, fromCache: false };
      } catch (error) {
        // An older copy of the page beats an error while the service cannot answer.
        if (cached !== null && canFallBack(error))
          return { ...cached.page, request, fromCache: true };
        throw error;
      }
    },

    async getStatus() {
      const [key, block] = await Promise.all([settings.apiKey.getValue(), activeBlock(now())]);
      return { hasKey: key.trim() !== '', blockedUntil: block?.until ?? null };
    },
  };
}
