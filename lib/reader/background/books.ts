import type { PublicPath } from 'wxt/browser';

/**
 * The books of the collections the shared data knows, as the build packs
 * them (scripts/build/books-index.ts): their names by language, and where
 * each begins, which lets the reader open a hadith's page at the first try.
 * A service's other collections have no entry: their books are read without names.
 */

/** Where wxt.config.ts puts it (added by a hook, so WXT's path types miss it). */
const BOOKS_PATH = '/reader/books.json' as PublicPath;

export interface BookInfo {
  number: number;
  names: Record<string, string>;
  /** The number of its first hadith in the collection. */
  firstHadith: number;
  hadithCount: number;
}

type BookRow = [number, Record<string, string>, number, number];

let table: Promise<Record<string, BookRow[]>> | null = null;

async function loadTable(): Promise<Record<string, BookRow[]>> {
  const response = await fetch(browser.runtime.getURL(BOOKS_PATH));
  if (!response.ok)
    throw new Error(`${BOOKS_PATH} is missing from the package (${response.status})`);
  return (await response.json()) as Record<string, BookRow[]>;
}

/** The books of the collection `slug`, in order; null when the table does not know it. */
export async function booksOf(slug: string): Promise<BookInfo[] | null> {
  table ??= loadTable().catch((error: unknown) => {
    table = null;
    throw error;
  });
  const rows = (await table)[slug];
  return rows === undefined
    ? null
    : rows.map(([number, names, firstHadith, hadithCount]) => ({
        number,
        names,
        firstHadith,
        hadithCount,
      }));
}
