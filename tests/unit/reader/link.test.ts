import { describe, expect, it } from 'vitest';
import { bookHolding } from '@/lib/reader/background/service';
import { readerSearch, readReaderLink } from '@/lib/reader/link';

describe('the reader’s address', () => {
  it('round-trips a place: book, page, the hadith came for and the one the keys are on', () => {
    const link = { collection: 'muslim', book: 1, page: 2, id: 2010000, at: 2019300 };
    expect(readReaderLink(readerSearch(link))).toEqual({ ...link, hadithNumber: undefined });
  });

  it('reads a collection alone as its contents, and a number alone as going to it', () => {
    expect(readReaderLink('?c=bukhari')).toMatchObject({ collection: 'bukhari', book: undefined });
    expect(readReaderLink('?c=bukhari&h=50')).toMatchObject({ book: undefined, hadithNumber: 50 });
  });

  it('refuses a book it cannot read, and no collection', () => {
    expect(readReaderLink('?c=bukhari&b=0')).toBeNull();
    expect(readReaderLink('?c=bukhari&b=x')).toBeNull();
    expect(readReaderLink('?b=1')).toBeNull();
  });

  it('leaves `at` out when the keys are on the hadith came for', () => {
    expect(readerSearch({ collection: 'bukhari', book: 1, id: 5, at: 5 })).toBe(
      '?c=bukhari&b=1&id=5',
    );
  });
});

describe('the book holding a hadith', () => {
  const books = [
    { number: 0, names: {}, firstHadith: 1, hadithCount: 92 },
    { number: 1, names: {}, firstHadith: 93, hadithCount: 436 },
    { number: 2, names: {}, firstHadith: 534, hadithCount: 143 },
  ];
  it.each([
    [1, 0],
    [92, 0],
    [93, 1],
    [533, 1],
    [534, 2],
    [99_999, 2],
  ])('hadith %i is in book %i', (number, book) => {
    expect(bookHolding(books, number)).toBe(book);
  });

  it('knows none before the first book, or without where books begin', () => {
    expect(bookHolding(books.slice(1), 5)).toBeNull();
    expect(bookHolding([{ number: 1, names: {}, firstHadith: 0, hadithCount: 3 }], 2)).toBeNull();
  });
});
