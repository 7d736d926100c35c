import { builtInSlug, collectionNamed, type CollectionInfo } from '../../hadith/reference-query';
import { HadithError } from '../../hadith-error';
import type { ApiClient } from '../../service/api-client';
import { MAX_PAGE_SIZE } from '../../service/codes';
import type { CollectionsKeeper } from '../../service/collections';
import type { HadithCache } from '../../storage/hadith-cache';
import { OFFLINE_KINDS } from '../../search/offline-kinds';
import { type BookInfo, booksOf } from './books';
import type { BookAnswer, BookPage, BookRequest, ContentsAnswer } from '../book';

/**
 * The reader in the background: a book's hadiths in order, a page at a time
 * (`/v1/hadiths?collection=…&bookNumber=…`, the largest page the service
 * serves), each page fetched once and kept; pages held read offline.
 */

/** A book of hadiths is fixed: a page is kept a month, and past that when the service cannot answer. */
export const BOOK_PAGE_LIFETIME_MS = 30 * 24 * 60 * 60_000;
/** More pages than this are not walked to find a hadith: the reader opens the book's first instead. */
const MAX_PAGES_WALKED = 4;
export const MAX_BOOK_NUMBER = 9_999;

export interface BookService {
  readBook(request: BookRequest): Promise<BookAnswer>;
  /** The collection's books, from the packaged table: no request for them. */
  contents(collection: string): Promise<ContentsAnswer>;
}

/** The book holding hadith `number`, by where each book begins: the last to begin at or before it. */
export function bookHolding(books: readonly BookInfo[], number: number): number | null {
  let holding: number | null = null;
  for (const book of books) {
    if (book.firstHadith > 0 && book.firstHadith <= number) holding = book.number;
  }
  return holding;
}

export function createBookService(deps: {
  api: ApiClient;
  cache: HadithCache;
  collections: CollectionsKeeper;
  now: () => number;
  /** The packaged table of books; tests read the shared data's. */
  books?: (slug: string) => Promise<BookInfo[] | null>;
}): BookService {
  const { api, cache, collections, now, books: booksOfCollection = booksOf } = deps;

  async function resolve(name: string): Promise<CollectionInfo | null> {
    const current = await collections.current();
    const found = collectionNamed(name, current.collections);
    if (found !== null || current.fresh) return found;
    try {
      return collectionNamed(name, await collections.refresh());
    } catch (error) {
      // The list cannot be had now: what is held, or the built-in table, has answered.
      if (error instanceof HadithError) return null;
      throw error;
    }
  }

  async function page(
    collection: CollectionInfo,
    book: number,
    number: number,
    language: string,
  ): Promise<Omit<BookPage, 'bookNames' | 'bookCount'>> {
    const key = `book|${collection.slug}|${book}|${number}|${language}`;
    const cached = await cache.readKeyedPage(key, now());
    const base = { collection, book };
    if (cached !== null && now() - cached.fetchedAt < BOOK_PAGE_LIFETIME_MS) {
      return { ...cached.page, ...base, fromCache: true, offlineReason: null };
    }
    try {
      const query = { collection: collection.slug, bookNumber: book, language, page: number };
      const fetched = await api.hadithsPage({ ...query, limit: MAX_PAGE_SIZE });
      await cache.saveKeyedPage(key, language, fetched, now());
      return { ...fetched, ...base, fromCache: false, offlineReason: null };
    } catch (error) {
      await collections.noteFailure(error, 'hadiths');
      if (cached !== null && error instanceof HadithError && OFFLINE_KINDS.has(error.kind)) {
        return { ...cached.page, ...base, fromCache: true, offlineReason: error.toInfo() };
      }
      throw error;
    }
  }

  /** The page of the book most likely to hold hadith `number`, from the packaged table; else 1. */
  function estimatedPage(info: BookInfo | undefined, number: number): number {
    if (info === undefined || info.firstHadith <= 0) return 1;
    const pages = Math.max(1, Math.ceil(info.hadithCount / MAX_PAGE_SIZE));
    return Math.min(
      pages,
      Math.max(1, Math.floor((number - info.firstHadith) / MAX_PAGE_SIZE) + 1),
    );
  }

  /** Walks from the estimate to the page whose numbers span `number`: one request, seldom two. */
  async function pageHolding(
    collection: CollectionInfo,
    book: number,
    number: number,
    language: string,
    start: number,
  ) {
    let current = await page(collection, book, start, language);
    for (let walked = 1; walked < MAX_PAGES_WALKED; walked++) {
      const numbers = current.hadiths.map((hadith) => hadith.hadithNumber);
      const { hasNext, hasPrev } = current.pagination;
      const step =
        numbers.length > 0 && number < Math.min(...numbers) && hasPrev
          ? -1
          : numbers.length > 0 && number > Math.max(...numbers) && hasNext
            ? 1
            : 0;
      if (step === 0) break;
      current = await page(collection, book, current.pagination.page + step, language);
    }
    return current;
  }

  /** The book holding hadith `number`: from the packaged table, else the service's record of it. */
  async function findBook(
    collection: CollectionInfo,
    books: BookInfo[] | null,
    number: number,
    language: string,
  ): Promise<number | null> {
    if (books !== null) return bookHolding(books, number);
    const query = { collection: collection.slug, hadithNumber: number, language, page: 1 };
    const found = await api.hadithsPage({ ...query, limit: 1 });
    return found.hadiths[0]?.bookNumber ?? null;
  }

  return {
    async readBook({ collection: name, book: asked, language, page: number, hadithNumber }) {
      if (!(await collections.hasRoute('hadiths'))) return { kind: 'unsupported' };
      const collection = await resolve(name);
      if (collection === null) return { kind: 'unknown-collection', collection: name };
      const books = await booksOfCollection(builtInSlug(collection) ?? collection.slug);
      try {
        const book = asked ?? (await findBook(collection, books, hadithNumber ?? 1, language));
        if (book === null) return { kind: 'no-hadith', collection, number: hadithNumber ?? 1 };
        const info = books?.find((entry) => entry.number === book);
        // The last book's number: Ibn Majah's 38 books run from its introduction, book 0, to 37.
        const last = books === null || books.length === 0 ? null : books.at(-1)!.number;
        const meta = { bookNames: info?.names ?? null, bookCount: last };
        const found =
          number === undefined && hadithNumber !== undefined
            ? await pageHolding(
                collection,
                book,
                hadithNumber,
                language,
                estimatedPage(info, hadithNumber),
              )
            : await page(collection, book, number ?? 1, language);
        // Gone to by number: a book without it (past the collection's end, or a gap) is not it.
        const held = found.hadiths.some((hadith) => hadith.hadithNumber === hadithNumber);
        if (asked === undefined && !held) {
          return { kind: 'no-hadith', collection, number: hadithNumber ?? 1 };
        }
        return { kind: 'page', ...found, ...meta };
      } catch (error) {
        if (!(await collections.hasRoute('hadiths'))) return { kind: 'unsupported' };
        throw error;
      }
    },

    async contents(name) {
      const collection = await resolve(name);
      if (collection === null) return { kind: 'unknown-collection', collection: name };
      const books = await booksOfCollection(builtInSlug(collection) ?? collection.slug);
      return books === null
        ? { kind: 'no-contents', collection }
        : { kind: 'contents', collection, books };
    },
  };
}
