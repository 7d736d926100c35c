import type { Hadith, SearchPage, SearchRequest } from '../hadith/hadith';
import type { HadithDatabase, StoredHadith, StoredSearchPage } from './db';
import { CACHE_LIMITS, evictLeastRecentlyUsed, type CacheLimits } from './cache-eviction';
import { hadithFields } from '../hadith/fields';
import { normalizeQuery } from '../hadith/normalize';
import { documentWords, searchPageKey } from '../hadith/search-text';

/** What the background keeps of the service's answers, on top of lib/storage/db.ts. */

export interface CachedSearchPage {
  page: SearchPage;
  fetchedAt: number;
}

export interface HadithCache {
  saveHadiths(hadiths: Hadith[], now: number): Promise<void>;
  /** A cached hadith in `language`, picked uniformly, or null when there is none. */
  saveSearchPage(request: SearchRequest, page: SearchPage, now: number): Promise<void>;
  /**
   * The stored page, or null when it, or one of its hadiths, is not stored.
   * With `now`, the page and its hadiths count as used then (for eviction).
   */
  readSearchPage(request: SearchRequest, now?: number): Promise<CachedSearchPage | null>;
  /** A page kept under a key of its own (a reference's, a book's), evicted as search pages are. */
  saveKeyedPage(key: string, language: string, page: SearchPage, now: number): Promise<void>;
  readKeyedPage(key: string, now?: number): Promise<CachedSearchPage | null>;
}

/** A page's last use is kept at most this often: eviction needs the hour, not the second. */
const USE_KEPT_EVERY_MS = 60 * 60_000;

function toStored(hadiths: Hadith[], now: number): StoredHadith[] {
  // Indexed as they are stored, so offline search finds every cached hadith.
  return hadiths.map((hadith) => ({
    ...hadith,
    fetchedAt: now,
    lastUsedAt: now,
    words: documentWords(hadith),
  }));
}

type PageIdentity = Pick<StoredSearchPage, 'key' | 'query' | 'language' | 'page' | 'limit'>;

export function createHadithCache(
  db: HadithDatabase,
  limits: CacheLimits = CACHE_LIMITS,
): HadithCache {
  async function savePage(identity: PageIdentity, page: SearchPage, now: number): Promise<void> {
    const { key, query, language } = identity;
    await db.transaction('rw', db.hadiths, db.searchPages, async () => {
      await db.hadiths.bulkPut(toStored(page.hadiths, now));
      await db.searchPages.put({
        key,
        query,
        language,
        page: identity.page,
        limit: identity.limit,
        hadithIds: page.hadiths.map((hadith) => hadith.id),
        pagination: page.pagination,
        fetchedAt: now,
        lastUsedAt: now,
      });
    });
    await evictLeastRecentlyUsed(db, limits);
  }

  async function readPage(key: string, now?: number): Promise<CachedSearchPage | null> {
    const stored = await db.searchPages.get(key);
    if (stored === undefined) return null;
    const keys = stored.hadithIds.map((id): [number, string] => [id, stored.language]);
    const rows = await db.hadiths.bulkGet(keys);
    const hadiths = rows.filter((row): row is StoredHadith => row !== undefined);
    if (hadiths.length !== rows.length) return null;
    if (now !== undefined && now - stored.lastUsedAt >= USE_KEPT_EVERY_MS) {
      // The eviction's bookkeeping, after the answer and at most hourly: rewriting a hundred
      // rows with their word index took 60 to 90 ms a page read (measured in the reader).
      void db
        .transaction('rw', db.hadiths, db.searchPages, async () => {
          await db.searchPages.update(stored.key, { lastUsedAt: now });
          await db.hadiths.bulkUpdate(keys.map((key) => ({ key, changes: { lastUsedAt: now } })));
        })
        .catch((error: unknown) => {
          // Only the order of eviction suffers: the page read stands.
          console.warn('Hadith Lookup: a cached page’s last use could not be kept.', error);
        });
    }
    return {
      page: { hadiths: hadiths.map(hadithFields), pagination: stored.pagination },
      fetchedAt: stored.fetchedAt,
    };
  }

  return {
    async saveHadiths(hadiths, now) {
      await db.hadiths.bulkPut(toStored(hadiths, now));
      await evictLeastRecentlyUsed(db, limits);
    },

    saveSearchPage(request, page, now) {
      const { language, page: number, limit } = request;
      const identity = { key: searchPageKey(request), query: normalizeQuery(request.query) };
      return savePage({ ...identity, language, page: number, limit }, page, now);
    },

    readSearchPage(request, now) {
      return readPage(searchPageKey(request), now);
    },

    saveKeyedPage(key, language, page, now) {
      const { page: number, limit } = page.pagination;
      return savePage({ key, query: key, language, page: number, limit }, page, now);
    },

    readKeyedPage: readPage,
  };
}
