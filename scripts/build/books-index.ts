import { readFileSync } from 'node:fs';

/**
 * The reader's table of books, made at build time from the shared data's
 * `corpus/books.json` (never copied into the repository): per collection, each
 * book's number, its names by language, its first hadith's number and its
 * count, which is all lib/reader/ reads of it.
 */
interface DataBook {
  bookNumber: number;
  name: string;
  names?: Record<string, string>;
  firstHadith: string;
  hadithCount: number;
}

export type BookRow = [number, Record<string, string>, number, number];

export function booksIndex(file: string): string {
  const collections = JSON.parse(readFileSync(file, 'utf8')) as {
    slug: string;
    books: DataBook[];
  }[];
  const index: Record<string, BookRow[]> = {};
  for (const { slug, books } of collections) {
    index[slug] = books.map((book) => [
      book.bookNumber,
      book.names ?? { en: book.name },
      Number.parseInt(book.firstHadith, 10) || 0,
      book.hadithCount,
    ]);
  }
  return JSON.stringify(index);
}
