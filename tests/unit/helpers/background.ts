import { afterEach, beforeEach } from 'vitest';
import { createApiClient } from '@/lib/service/api-client';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import type { Hadith } from '@/lib/hadith/hadith';
import { createHadithCache, type HadithCache } from '@/lib/storage/hadith-cache';
import { createLocalSearch } from '@/lib/search/background/local-search';
import { createSearchService, type SearchService } from '@/lib/search/background/service';
import { realRecords } from './wire';
import { join } from 'node:path';
import { sunnahNumbers as sunnahNumbersTable } from '../../../scripts/build/sunnah-numbers';
import { DATA_DIR } from './data-dir';

export interface Background {
  service: SearchService;
  cache: HadithCache;
  db: HadithDatabase;
  /** The clock the service and its client read; tests move it. */
  clock: { now: number };
}

let databases = 0;

/** sunnah.com's numbers as the build packs them, from the shared data, read once. */
let numbering: Record<string, Record<string, number>> | null = null;
async function sunnahNumbers(slug: string): Promise<Record<string, number> | null> {
  numbering ??= JSON.parse(
    sunnahNumbersTable(join(DATA_DIR, 'corpus', 'hadiths.en.jsonl.gz')),
  ) as Record<string, Record<string, number>>;
  return numbering[slug] ?? null;
}

/**
 * A background as entrypoints/background.ts wires it (real client, real
 * cache in fake-indexeddb, real rate-limit state in fake storage), rebuilt
 * for each test. Call after useScriptedService so settings are in place.
 */
export function useBackground(): () => Background {
  let background: Background | undefined;
  beforeEach(async () => {
    databases += 1;
    const db = openDatabase(`hadith-lookup-background-${databases}`);
    await db.open();
    const clock = { now: Date.now() };
    const now = () => clock.now;
    const cache = createHadithCache(db);
    const api = createApiClient({ spacingMs: 0, now });
    // The bundle is left out: tests that need it build their own local search.
    const local = createLocalSearch(db, () => []);
    const service = createSearchService({ api, cache, local, now, sunnahNumbers });
    background = { service, cache, db, clock };
  });
  afterEach(async () => {
    await background?.db.delete();
  });
  return () => {
    if (background === undefined) throw new Error('The background is built before each test.');
    return background;
  };
}

/** Real hadiths as the extension keeps them. */
export function hadiths(count: number, language = 'en'): Hadith[] {
  return realRecords(count, language).map((record) => ({
    id: Number(record.id),
    collection: record.collection,
    collectionId: Number(record.collectionId),
    bookNumber: Number(record.bookNumber),
    hadithNumber: Number(record.hadithNumber),
    arabicText: record.arabicText,
    translation: record.translation?.text ?? null,
    language,
    translationLanguage: language,
    grades: [],
  }));
}
