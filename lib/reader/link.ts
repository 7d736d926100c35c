import type { Hadith } from '../hadith/hadith';

/**
 * The reader's address for a hadith's book: `reader.html?c=…&b=…&h=…&id=…`,
 * the collection by the name (or slug) the hadith carries, which the
 * background resolves to the service's slug.
 */

export const READER_PATH = '/reader.html';

export interface ReaderLink {
  collection: string;
  /**
   * Absent: the collection's contents; or, with `hadithNumber`, the book holding
   * that hadith ("Go to hadith 50").
   */
  book?: number;
  /** The hadith to open at, by its number in the collection. */
  hadithNumber?: number;
  /** The hadith the reader was opened for: marked wherever its page is shown. */
  id?: number;
  /** A page of the book, when it is the page rather than a hadith that is asked for. */
  page?: number;
  /** The hadith the keys last moved to on that page, when another than `id`. */
  at?: number;
}

export function readerSearch({ collection, book, hadithNumber, id, page, at }: ReaderLink): string {
  const params = new URLSearchParams({ c: collection });
  if (book !== undefined) params.set('b', String(book));
  if (hadithNumber !== undefined) params.set('h', String(hadithNumber));
  if (id !== undefined) params.set('id', String(id));
  if (page !== undefined) params.set('p', String(page));
  if (at !== undefined && at !== id) params.set('at', String(at));
  return `?${params.toString()}`;
}

/** The address of the hadith's book, opened at it; null when the hadith names no book. */
export function readerUrl({ collection, bookNumber, hadithNumber, id }: Hadith): string | null {
  if (!Number.isInteger(bookNumber) || bookNumber < 1) return null;
  // Written out rather than through readerSearch: the new tab's script carries this, and counts its bytes.
  const name = encodeURIComponent(collection);
  return `${chrome.runtime.getURL(READER_PATH)}?c=${name}&b=${bookNumber}&h=${hadithNumber}&id=${id}`;
}

const whole = (value: string | null, max: number): number | undefined => {
  const number = value !== null && /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= max ? number : undefined;
};

/** The largest book number an address may name; no collection has near this many. */
export const MAX_BOOK = 9_999;

/**
 * What the reader's address asks for: a book, the book holding a hadith, or
 * the collection's contents; null when it names no collection, or a book it
 * cannot read (a sentence is shown instead).
 */
export function readReaderLink(search: string): ReaderLink | null {
  const params = new URLSearchParams(search);
  const collection = (params.get('c') ?? '').trim();
  const book = whole(params.get('b'), MAX_BOOK);
  if (collection === '' || collection.length > 200) return null;
  if (params.has('b') && book === undefined) return null;
  return {
    collection,
    book,
    hadithNumber: whole(params.get('h'), 999_999),
    id: whole(params.get('id'), Number.MAX_SAFE_INTEGER),
    page: whole(params.get('p'), 10_000),
    at: whole(params.get('at'), Number.MAX_SAFE_INTEGER),
  };
}

/** The address of a collection's contents. */
export function contentsSearch(collection: string): string {
  return `?${new URLSearchParams({ c: collection }).toString()}`;
}

/** A collection's contents, from any page (the popup's links open a tab). */
export function contentsUrl(collection: string): string {
  return chrome.runtime.getURL(READER_PATH) + contentsSearch(collection);
}
