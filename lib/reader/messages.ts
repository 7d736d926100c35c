import type { BookAnswer, BookRequest, ContentsAnswer } from './book';

/** What the reader page asks the background. */
export interface ReaderMessages {
  /** A page of a collection's book, or the page holding one of its hadiths. */
  readBook(request: BookRequest): BookAnswer;
  /** A collection's books, from the packaged table. */
  collectionContents(request: { collection: string }): ContentsAnswer;
}
