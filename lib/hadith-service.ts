import type { ApiClient } from './api-client';
import type { HadithAnswer, ServiceStatus } from './hadith';
import type { HadithCache } from './hadith-cache';
import { HadithError, type HadithErrorKind } from './hadith-error';
import type { LocalSearch } from './local-search';
import { activeBlock } from './rate-limit-state';
import { createSearchService, type SearchService } from './search-service';
import * as settings from './settings';

/**
 * What the background does for the pages: answer from the service, keep what
 * it answered, and fall back to the cache when the service cannot answer now.
 */

/** Failures a cached answer may stand in for. A rejected key is never hidden. */
const FALLBACK_KINDS: ReadonlySet<HadithErrorKind> = new Set<HadithErrorKind>([
  'rate-limited',
  'network',
  'timeout',
  'server',
]);

export interface HadithService extends SearchService {
  nextHadith(): Promise<HadithAnswer>;
  getStatus(): Promise<ServiceStatus>;
}

export interface HadithServiceDeps {
  api: ApiClient;
  cache: HadithCache;
  local: LocalSearch;
  now?: () => number;
}

function canFallBack(error: unknown): error is HadithError {
  return error instanceof HadithError && FALLBACK_KINDS.has(error.kind);
}

export function createHadithService({
  api,
  cache,
  local,
  now = Date.now,
}: HadithServiceDeps): HadithService {
  return {
    ...createSearchService({ api, cache, local, now }),

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

    async getStatus() {
      const [key, block] = await Promise.all([settings.apiKey.getValue(), activeBlock(now())]);
      return { hasKey: key.trim() !== '', blockedUntil: block?.until ?? null };
    },
  };
}
