import { afterEach, describe, expect, it } from 'vitest';
import { HadithError } from '@/lib/hadith-error';
import type { BookAnswer, BookPage, BookRequest } from '@/lib/reader/book';
import { ReaderModel, type ReaderPlace } from '@/lib/reader/page/model';
import type { ReaderLink } from '@/lib/reader/link';
import { hadiths } from '../helpers/background';
import { pagination } from '../helpers/wire';

const COLLECTION = { slug: 'bukhari', name: 'Sahih al-Bukhari' };
/** A hundred to a page, as the reader asks; each book `pages` pages long; three books. */
const PER_PAGE = 100;

/** Book `book`'s page `page` of `pages`: its hadiths numbered in order from book × 1000. */
function bookPage(book: number, page: number, pages = 2): { kind: 'page' } & BookPage {
  const list = hadiths(3).map((hadith, index) => ({
    ...hadith,
    id: book * 100_000 + page * 100 + index,
    bookNumber: book,
    hadithNumber: book * 1000 + (page - 1) * PER_PAGE + index + 1,
  }));
  return {
    kind: 'page',
    hadiths: list,
    pagination: pagination(page, PER_PAGE, pages * PER_PAGE),
    collection: COLLECTION,
    book,
    bookNames: null,
    bookCount: 3,
    fromCache: false,
    offlineReason: null,
  };
}

/** A backend that answers every request at once from `answer`, and keeps what it was asked. */
function backendAnswering(answer: (request: BookRequest) => BookAnswer | Error) {
  const asked: BookRequest[] = [];
  return {
    asked,
    backend: {
      async readBook(request: BookRequest): Promise<BookAnswer> {
        asked.push(request);
        const found = answer(request);
        if (found instanceof Error) throw found;
        return found;
      },
    },
  };
}

/** What the book service answers: the page asked, or the page holding hadith `hadithNumber`. */
const books = (request: BookRequest): BookAnswer => {
  if (request.book === undefined && request.hadithNumber !== undefined) {
    if (request.hadithNumber > 3999) {
      return { kind: 'no-hadith', collection: COLLECTION, number: request.hadithNumber };
    }
    const book = Math.floor(request.hadithNumber / 1000);
    return bookPage(book, 1);
  }
  return bookPage(request.book ?? 1, request.page ?? 1);
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

let models: InstanceType<typeof ReaderModel>[] = [];
afterEach(() => {
  models.forEach((model) => model[Symbol.dispose]());
  models = [];
});

function reader(link: ReaderLink, answer: (request: BookRequest) => BookAnswer | Error = books) {
  const { asked, backend } = backendAnswering(answer);
  const places: ReaderPlace[] = [];
  const model = new ReaderModel({
    link,
    language: 'en',
    backend,
    onShown: (_page, place) => places.push(place),
  });
  models.push(model);
  return { model, asked, places };
}

describe('the reader page model', () => {
  it('opens the page an address names, marks the hadith it came for and puts the keys on it', async () => {
    const { model, asked, places } = reader({
      collection: 'bukhari',
      book: 2,
      page: 1,
      id: 200_101,
    });
    await settled();
    expect(asked).toEqual([{ collection: 'bukhari', book: 2, language: 'en', page: 1 }]);
    expect(model.page.value?.book).toBe(2);
    expect(model.target.value).toBe(200_101);
    expect(model.current.value).toBe(1);
    // Opened from its address: no new step for Back.
    expect(places.at(-1)).toEqual({
      link: { collection: 'bukhari', book: 2, page: 1, id: 200_101, at: 200_101 },
      step: false,
    });
  });

  it('moves the keys through a page, then on to the next page, each page a step Back returns from', async () => {
    const { model, asked, places } = reader({ collection: 'bukhari', book: 1, page: 1 });
    await settled();
    expect(model.current.value).toBeNull();
    model.move(1);
    expect(model.current.value).toBe(0);
    expect(places.at(-1)?.step).toBe(false);
    model.move(1);
    model.move(1);
    model.move(1);
    await settled();
    expect(asked.at(-1)).toEqual({ collection: 'bukhari', book: 1, language: 'en', page: 2 });
    expect(model.page.value?.pagination.page).toBe(2);
    expect(model.current.value).toBe(0);
    expect(places.at(-1)?.step).toBe(true);
    // ← from the first hadith of page 2: the last of page 1.
    model.move(-1);
    await settled();
    expect(model.page.value?.pagination.page).toBe(1);
    expect(model.current.value).toBe(2);
  });

  it('turns pages and books: past a book’s last page the next book, never past the last book', async () => {
    const { model, asked } = reader({ collection: 'bukhari', book: 1, page: 2 });
    await settled();
    expect(model.canPrevBook.value).toBe(false);
    model.nextPage();
    await settled();
    expect(asked.at(-1)).toEqual({ collection: 'bukhari', book: 2, language: 'en', page: 1 });
    model.nextBook();
    await settled();
    expect(model.page.value?.book).toBe(3);
    expect(model.canNextBook.value).toBe(false);
    const before = asked.length;
    model.nextBook();
    model.nextPage();
    model.nextPage();
    await settled();
    // Page 2 of book 3, then nothing past it.
    expect(asked.length).toBe(before + 1);
    expect(model.page.value).toMatchObject({ book: 3, pagination: { page: 2 } });
    model.prevBook();
    await settled();
    expect(model.page.value).toMatchObject({ book: 2, pagination: { page: 1 } });
  });

  it('goes to a hadith by its number, which becomes the one marked; a number past the end says so and stays', async () => {
    const { model } = reader({ collection: 'bukhari', book: 1, page: 1 });
    await settled();
    model.goTo(2002);
    await settled();
    expect(model.page.value?.book).toBe(2);
    expect(model.target.value).toBe(model.page.value?.hadiths[1]?.id);
    model.goTo(9999);
    await settled();
    expect(model.missing.value).toBe(9999);
    expect(model.page.value?.book).toBe(2);
  });

  it('keeps only the newest answer when pages are asked faster than they come', async () => {
    const releases: (() => void)[] = [];
    const { model } = reader({ collection: 'bukhari', book: 1, page: 1 });
    await settled();
    const slow = new ReaderModel({
      link: { collection: 'bukhari', book: 1, page: 1 },
      language: 'en',
      backend: {
        readBook: (request) =>
          new Promise((resolve) => releases.push(() => resolve(books(request)))),
      },
    });
    models.push(slow);
    slow.follow({ collection: 'bukhari', book: 2, page: 1 }, true);
    slow.follow({ collection: 'bukhari', book: 3, page: 1 }, true);
    releases[2]!();
    await settled();
    releases[1]!();
    releases[0]!();
    await settled();
    expect(slow.page.value?.book).toBe(3);
    expect(model.page.value?.book).toBe(1);
  });

  it('says why a page could not be read, and Retry asks for it again', async () => {
    let fail = true;
    const { model, asked } = reader({ collection: 'bukhari', book: 1, page: 1 }, (request) =>
      fail ? new HadithError('network', 'The service cannot be reached.') : books(request),
    );
    await settled();
    expect(model.error.value?.kind).toBe('network');
    expect(model.loading.value).toBe(false);
    fail = false;
    model.retry();
    await settled();
    expect(asked).toHaveLength(2);
    expect(model.error.value).toBeNull();
    expect(model.page.value?.book).toBe(1);
  });
});
