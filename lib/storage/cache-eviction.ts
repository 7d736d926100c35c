import type { HadithDatabase } from './db';

/**
 * The cache's size cap. A cached hadith takes about 3 KB with its index
 * entries, so the cap keeps the cache near 10 MB. Favourites live in their
 * own table with their own copy of each hadith: eviction never reaches them.
 */
export interface CacheLimits {
  hadiths: number;
  searchPages: number;
}

export const CACHE_LIMITS: CacheLimits = { hadiths: 3000, searchPages: 600 };

/** Past the cap, evict down to this share of it, so not every save evicts. */
const EVICT_TO = 0.9;

/** Rows to delete so that `count` falls back under `max`, or 0 while under it. */
export function evictionCount(count: number, max: number): number {
  return count <= max ? 0 : count - Math.floor(max * EVICT_TO);
}

/** Deletes the least recently used hadiths and search pages past the limits. */
export async function evictLeastRecentlyUsed(
  db: HadithDatabase,
  limits: CacheLimits = CACHE_LIMITS,
): Promise<void> {
  await db.transaction('rw', db.hadiths, db.searchPages, async () => {
    const hadiths = evictionCount(await db.hadiths.count(), limits.hadiths);
    if (hadiths > 0) {
      const keys = await db.hadiths.orderBy('lastUsedAt').limit(hadiths).primaryKeys();
      await db.hadiths.bulkDelete(keys);
    }
    const pages = evictionCount(await db.searchPages.count(), limits.searchPages);
    if (pages > 0) {
      const keys = await db.searchPages.orderBy('lastUsedAt').limit(pages).primaryKeys();
      await db.searchPages.bulkDelete(keys);
    }
  });
}
