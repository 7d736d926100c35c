import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BookInfo } from '@/lib/reader/background/books';
import { createBookService } from '@/lib/reader/background/service';
import type { BookAnswer, BookPage } from '@/lib/reader/book';
import { createApiClient } from '@/lib/service/api-client';
import { createCollectionsKeeper } from '@/lib/service/collections';
import { apiBaseUrl } from '@/lib/storage/settings';
import { booksIndex, type BookRow } from '../../../scripts/build/books-index';
import { useLocalService } from '../helpers/local-service';
import { useBackground } from '../helpers/background';
import { DATA_DIR } from '../helpers/data-dir';

/** The reader's background against the local service, with the shared data's table of books. */

const TABLE = JSON.parse(booksIndex(join(DATA_DIR, 'corpus', 'books.json'))) as Record<
  string,
  BookRow[]
>;
const books = async (slug: string): Promise<BookInfo[] | null> =>
  TABLE[slug]?.map(([number, names, firstHadith, hadithCount]) => ({
    number,
    names,
    firstHadith,
    hadithCount,
  })) ?? null;

const background = useBackground();

function pageOf(answer: BookAnswer): BookPage {
  if (answer.kind !== 'page') throw new Error(`expected a page, got ${answer.kind}`);
  return answer;
}

describe.each(['production', 'bare'] as const)('on the %s wire', (wire) => {
  const { server } = useLocalService(wire);
  const service = () => {
    const api = createApiClient({ spacingMs: 0, now: () => background().clock.now });
    const now = () => background().clock.now;
    const collections = createCollectionsKeeper(api, now);
    return createBookService({ api, cache: background().cache, collections, now, books });
  };
  const listRequests = () => server().stats.byPath['/v1/hadiths'] ?? 0;

  if (wire === 'production') {
    it('opens a large book at the page holding the hadith, at the first request', async () => {
      // Sahih al-Bukhari's book 56 (Fighting for the Cause of Allah) holds over three pages.
      const page = pageOf(
        await service().readBook({
          collection: 'Sahih al-Bukhari',
          book: 56,
          language: 'en',
          hadithNumber: 2950,
        }),
      );
      expect(page.pagination.total).toBeGreaterThan(200);
      expect(page.hadiths.map((hadith) => hadith.hadithNumber)).toContain(2950);
      expect(page.hadiths.every((hadith) => hadith.bookNumber === 56)).toBe(true);
      expect(listRequests()).toBe(1);
      expect(page).toMatchObject({ bookCount: 97, collection: { slug: 'bukhari' } });
      expect(page.bookNames?.en).toBeTruthy();
    });

    it('goes to a hadith by its number: the table names its book; past the end, none', async () => {
      const found = pageOf(
        await service().readBook({ collection: 'bukhari', language: 'en', hadithNumber: 50 }),
      );
      expect(found.book).toBe(2);
      expect(found.hadiths.map((hadith) => hadith.hadithNumber)).toContain(50);
      expect(listRequests()).toBe(1);
      const past = await service().readBook({
        collection: 'bukhari',
        language: 'en',
        hadithNumber: 999_999,
      });
      expect(past).toMatchObject({ kind: 'no-hadith', number: 999_999 });
    });

    it('counts the books to the last one’s number: Ibn Majah runs from book 0 to 37', async () => {
      const page = pageOf(
        await service().readBook({ collection: 'ibnmajah', book: 37, language: 'en', page: 1 }),
      );
      expect(page.bookCount).toBe(37);
    });

    it('lists a collection’s contents from the table, with no request', async () => {
      const contents = await service().contents('Sahih al-Bukhari');
      if (contents.kind !== 'contents') throw new Error(contents.kind);
      expect(contents.books).toHaveLength(97);
      expect(contents.books[1]).toMatchObject({ number: 2, firstHadith: 8, hadithCount: 51 });
      expect(await service().contents('no such collection')).toMatchObject({
        kind: 'unknown-collection',
      });
      expect(listRequests()).toBe(0);
    });

    it('keeps each page, and reads it when the service is gone', async () => {
      const request = { collection: 'bukhari', book: 2, language: 'en', page: 1 };
      const first = pageOf(await service().readBook(request));
      expect(first.fromCache).toBe(false);
      const again = pageOf(await service().readBook(request));
      expect(again.fromCache).toBe(true);
      expect(again.hadiths).toEqual(first.hadiths);
      expect(listRequests()).toBe(1);
      // Past its month it is asked for again; with the service unreachable, the page held stands.
      await apiBaseUrl.setValue('http://127.0.0.1:9');
      background().clock.now += 31 * 24 * 60 * 60_000;
      const offline = pageOf(await service().readBook(request));
      expect(offline.hadiths).toEqual(first.hadiths);
      expect(offline.offlineReason?.kind).toBe('network');
    });

    it('says a collection it does not know, and a book past the end has no hadiths', async () => {
      expect(await service().readBook({ collection: 'nope', book: 1, language: 'en' })).toEqual({
        kind: 'unknown-collection',
        collection: 'nope',
      });
      const past = pageOf(
        await service().readBook({ collection: 'bukhari', book: 999, language: 'en' }),
      );
      expect(past.hadiths).toEqual([]);
    });
  } else {
    it('answers that this service has no books, and remembers it', async () => {
      expect(await service().readBook({ collection: 'bukhari', book: 1, language: 'en' })).toEqual({
        kind: 'unsupported',
      });
      expect(await service().readBook({ collection: 'bukhari', book: 2, language: 'en' })).toEqual({
        kind: 'unsupported',
      });
      expect(listRequests()).toBe(1);
    });
  }
});
