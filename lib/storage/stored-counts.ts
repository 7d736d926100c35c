import type { HadithDatabase } from './db';

/** What the extension keeps in its database, counted for the options page. */
export interface StoredCounts {
  hadiths: number;
  searchPages: number;
  pooled: number;
  favourites: number;
}

export async function countStored(db: HadithDatabase): Promise<StoredCounts> {
  const [hadiths, searchPages, pooled, favourites] = await Promise.all([
    db.hadiths.count(),
    db.searchPages.count(),
    db.pool.count(),
    db.favourites.count(),
  ]);
  return { hadiths, searchPages, pooled, favourites };
}
