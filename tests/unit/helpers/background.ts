import { afterEach, beforeEach } from 'vitest';
import { createApiClient } from '@/lib/service/api-client';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import type { Hadith } from '@/lib/hadith/hadith';
import { createHadithCache, type HadithCache } from '@/lib/storage/hadith-cache';
import { createLocalSearch } from '@/lib/search/background/local-search';
import { createSearchService, type SearchService } from '@/lib/search/background/service';
import { realRecords } from './wire';

export interface Background {
  service: SearchService;
  cache: HadithCache;
  db: HadithDatabase;
  /** The clock the service and its client read; tests move it. */
  clock: { now: number };
}

let databases = 0;

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
    background = { service: createSearchService({ api, cache, local, now }), cache, db, clock };
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
