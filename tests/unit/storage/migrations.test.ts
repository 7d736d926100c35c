import Dexie from 'dexie';
import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import { loadDisplayPreferences, loadNewTabPreferences } from '@/lib/options/page/preferences';
import { loadSettingsForm } from '@/lib/options/page/model';
import { documentWords, favouriteWords } from '@/lib/hadith/search-text';
import { createHadithPool } from '@/lib/new-tab/background/pool';
import { carryOverLastSearch } from '@/lib/search/page/last-search-upgrade';
import { createReviewStore } from '@/lib/reviews/background/store';

/** A database export kept under tests/fixtures: the schema of its version and its rows. */
interface DatabaseFixture {
  version: number;
  schema: Record<string, string>;
  tables: Record<string, Record<string, unknown>[]>;
}

async function fixture<T>(name: string): Promise<T> {
  const url = new URL(`../../fixtures/${name}`, import.meta.url);
  return JSON.parse(await readFile(url, 'utf8')) as T;
}

let databases = 0;
let db: HadithDatabase | null = null;

beforeEach(() => {
  fakeBrowser.reset();
});

afterEach(async () => {
  await db?.delete();
  db = null;
});

/** Writes the fixture as the extension of its day did, then opens it as today's extension does. */
async function upgradeFrom(file: string): Promise<{ old: DatabaseFixture; db: HadithDatabase }> {
  const old = await fixture<DatabaseFixture>(file);
  const name = `migration-${(databases += 1)}`;
  const then = new Dexie(name);
  then.version(old.version).stores(old.schema);
  await then.open();
  for (const [table, rows] of Object.entries(old.tables)) await then.table(table).bulkAdd(rows);
  then.close();
  db = openDatabase(name);
  await db.open();
  return { old, db };
}

/** A favourite as version 11 indexes it: its texts', reference's and note's words. */
function withWords<T extends Record<string, unknown>>(row: T) {
  return { ...row, words: favouriteWords(row as never) };
}

/** A hadith row as version 4 reads it: its translation in the language it was asked in. */
function withTranslationLanguage<T extends Record<string, unknown>>(row: T) {
  return { ...row, translationLanguage: row.language };
}

describe('database upgrades keep every row', () => {
  it.each(['db-v1.json', 'db-v2.json'])('from %s', async (file) => {
    const { old, db } = await upgradeFrom(file);
    expect(db.verno).toBeGreaterThan(old.version);

    const hadiths = await db.hadiths.toArray();
    // Version 3 indexes each cached hadith's words for offline search.
    expect(hadiths).toEqual(
      old.tables.hadiths!.map((row) => ({
        ...withTranslationLanguage(row),
        words: documentWords(row as never),
      })),
    );
    expect(await db.hadiths.where('words').equals(hadiths[0]!.words![0]!).count()).toBe(1);

    // Version 3 gives search pages a use time, from when they were fetched.
    expect(await db.searchPages.toArray()).toEqual(
      old.tables.searchPages!.map((row) => ({ ...row, lastUsedAt: row.fetchedAt })),
    );

    // Version 7 carries the ids shown into the history, where their hadith is cached.
    const cached = new Set(old.tables.hadiths!.map((row) => row.id));
    const carried = (old.tables.shown ?? []).filter((row) => cached.has(row.id));
    expect((await db.history.toArray()).map((row) => [row.entry.hadith.id, row.shownAt])).toEqual(
      carried.map((row) => [row.id, row.shownAt]),
    );
    expect(db.tables.map((table) => table.name)).not.toContain('shown');
    expect(await db.pool.toArray()).toEqual((old.tables.pool ?? []).map(withTranslationLanguage));
    // Version 5 indexes each favourite's words, for the Favourites page's filter; version 11
    // its reference's and note's too.
    expect(await db.favourites.toArray()).toEqual(
      (old.tables.favourites ?? []).map((row) => withWords(withTranslationLanguage(row))),
    );
    expect(await db.dailyPicks.toArray()).toEqual(
      (old.tables.dailyPicks ?? []).map((pick) => {
        const entry = pick.entry as { hadith: Record<string, unknown> };
        return { ...pick, entry: { ...entry, hadith: withTranslationLanguage(entry.hadith) } };
      }),
    );
  });

  it('from db-v3.json, written by the version before the service’s record shapes', async () => {
    const { old, db } = await upgradeFrom('db-v3.json');
    expect(db.verno).toBe(11);
    // Version 7 carries what was shown into the history (version 6's), when it is cached.
    const history = await db.history.orderBy('seq').toArray();
    const shownCached = old.tables.shown!.filter((row) =>
      old.tables.hadiths!.some((cached) => cached.id === row.id),
    );
    expect(history.map((row) => row.entry.hadith.id)).toEqual(shownCached.map((row) => row.id));
    // The keys do not change: hadiths stay [id+language], favourites id, pages key.
    for (const table of ['hadiths', 'bundledHadiths', 'pool'] as const) {
      expect(await db[table].toArray()).toEqual(old.tables[table]!.map(withTranslationLanguage));
    }
    const favourites = old.tables.favourites!;
    expect(await db.favourites.toArray()).toEqual(
      favourites.map((row) => withWords(withTranslationLanguage(row))),
    );
    const [word] = documentWords(favourites[0] as never);
    expect(await db.favourites.where('words').equals(word!).count()).toBeGreaterThan(0);
    const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a.key).localeCompare(String(b.key));
    expect(await db.searchPages.toArray()).toEqual([...old.tables.searchPages!].sort(byKey));
    const [pick] = await db.dailyPicks.toArray();
    expect(pick?.entry.hadith.translationLanguage).toBe('en');
    // What was cached still serves: the Urdu page, its hadith, the offline index.
    expect(await db.hadiths.get([1000100, 'ur'])).toMatchObject({ translationLanguage: 'ur' });
    expect(await db.hadiths.where('words').equals('muslim').count()).toBe(1);
    expect(await db.favourites.get(1000100)).toMatchObject({ savedAt: 1767226000000 });
  });
});

describe('a database written by version 6, the one before issue 35', () => {
  it('keeps one store of what was shown: the history, unchanged; the ids read from it', async () => {
    const { old, db } = await upgradeFrom('db-v6.json');
    expect(db.verno).toBe(11);
    expect(db.tables.map((table) => table.name)).not.toContain('shown');
    expect(await db.history.toArray()).toEqual(old.tables.history);
    // The pool's "not one of the last 20" reads the same ids the shown table held, newest first.
    const pool = createHadithPool(db);
    expect(await pool.recentlyShown()).toEqual(
      [...old.tables.shown!].reverse().map((row) => row.id),
    );
    // Every other table as it was; the favourites indexed for the filter (version 11).
    for (const table of [
      'hadiths',
      'searchPages',
      'bundledHadiths',
      'pool',
      'favourites',
      'dailyPicks',
    ]) {
      const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) =>
        JSON.stringify(a).localeCompare(JSON.stringify(b));
      const rows = old.tables[table]!.map((row) => (table === 'favourites' ? withWords(row) : row));
      expect([...(await db.table(table).toArray())].sort(byKey)).toEqual(rows.sort(byKey));
    }
  });
});

describe('a database written by version 8, the one before reviews', () => {
  it('keeps every row, and learns its favourites from the new tables', async () => {
    const { old, db } = await upgradeFrom('db-v8.json');
    expect(db.verno).toBe(11);
    const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) =>
      JSON.stringify(a).localeCompare(JSON.stringify(b));
    for (const [table, rows] of Object.entries(old.tables)) {
      const upgraded = rows.map((row) => (table === 'favourites' ? withWords(row) : row));
      expect([...(await db.table(table).toArray())].sort(byKey)).toEqual(upgraded.sort(byKey));
    }
    expect(await db.reviews.count()).toBe(0);
    expect(await db.reviewAnswers.count()).toBe(0);
    // Version 10's table of explanations starts empty.
    expect(await db.explanations.count()).toBe(0);
    // A favourite of the old database is learnt, keeping its note, and comes due.
    const store = createReviewStore(db, async () => 0.9);
    const [favourite] = old.tables.favourites as { id: number; note?: string }[];
    expect(await store.learn([favourite!.id], 1_900_000_000_000)).toBe(1);
    const [due] = await store.next(1, 1_900_000_000_000);
    expect(due?.hadith.id).toBe(favourite!.id);
    expect((await db.favourites.get(favourite!.id))?.note).toBe(favourite!.note);
  });
});

describe('settings stored before this version', () => {
  it('read back unchanged, with the new preferences at their defaults', async () => {
    const { storage } = await fixture<{ storage: Record<string, unknown> }>('settings-v1.json');
    await fakeBrowser.storage.local.set(storage);

    expect(await loadSettingsForm()).toEqual({
      apiKey: storage.apiKey,
      apiBaseUrl: storage.apiBaseUrl,
      searchBaseUrl: storage.searchBaseUrl,
      language: storage.language,
    });
    expect(await loadNewTabPreferences()).toEqual({
      rotation: storage.rotation,
      dailyRequestBudget: storage.dailyRequestBudget,
      // Every collection, as before there was a choice.
      collections: [],
    });
    expect(await loadDisplayPreferences()).toEqual({
      theme: 'system',
      arabicTextSize: 'normal',
      resultsPerPage: 20,
    });
    // Reading migrates nothing away: the stored values are all still there.
    expect(await fakeBrowser.storage.local.get(null)).toMatchObject(storage);
  });

  it('the popup’s last search, kept in storage.local before, is carried over once and removed', async () => {
    const { storage } = await fixture<{ storage: Record<string, unknown> }>('settings-v1.json');
    await fakeBrowser.storage.local.set({ ...storage, lastSearchAnswer: null });

    // Reopened on its first page, in the language and page size it was searched in.
    expect(await carryOverLastSearch()).toEqual({ ...(storage.lastSearch as object), page: 1 });
    const left = await fakeBrowser.storage.local.get(null);
    expect(left).not.toHaveProperty('lastSearch');
    expect(left).not.toHaveProperty('lastSearchAnswer');
    expect(left).toMatchObject({ apiKey: storage.apiKey, language: storage.language });
    expect(await carryOverLastSearch()).toBeNull();
  });

  it('a damaged last search is dropped, not carried over', async () => {
    await fakeBrowser.storage.local.set({ lastSearch: { query: 42 } });
    expect(await carryOverLastSearch()).toBeNull();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });
});
