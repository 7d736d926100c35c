import type { SearchPage } from '../hadith/hadith';
import type { CollectionInfo } from '../hadith/reference-query';
import type { HadithErrorInfo } from '../hadith-error';

/**
 * What the reader asks for and is answered, shared by its page half
 * (./page/model.ts) and its background half (./background/service.ts).
 */

export interface BookRequest {
  /** The collection as a hadith names it, or its slug. */
  collection: string;
  /** Absent with `hadithNumber`: the book holding that hadith ("Go to hadith 50"). */
  book?: number;
  language: string;
  /** The page of the book; with `hadithNumber`, the page holding that hadith is found instead. */
  page?: number;
  hadithNumber?: number;
}

/** One of a collection's books in its contents, from the packaged table. */
export interface ContentsEntry {
  number: number;
  names: Record<string, string>;
  /** Its first hadith's number in the collection, and how many it holds. */
  firstHadith: number;
  hadithCount: number;
}

/** A collection's contents: its books, or why they cannot be listed. */
export type ContentsAnswer =
  | { kind: 'contents'; collection: CollectionInfo; books: ContentsEntry[] }
  /** The packaged table does not know this collection's books: the reader starts at book 1. */
  | { kind: 'no-contents'; collection: CollectionInfo }
  | { kind: 'unknown-collection'; collection: string };

export interface BookPage extends SearchPage {
  collection: CollectionInfo;
  book: number;
  /** This book's names by language, where the packaged table knows them. */
  bookNames: Record<string, string> | null;
  /** The collection's last book's number ("Book 3 of 97"), where the packaged table knows it. */
  bookCount: number | null;
  fromCache: boolean;
  /** Why the service did not answer, when the page comes from what is held; else null. */
  offlineReason: HadithErrorInfo | null;
}

/** What the reader is answered: a page, or why there is none. */
export type BookAnswer =
  | ({ kind: 'page' } & BookPage)
  | { kind: 'unknown-collection'; collection: string }
  /** "Go to hadith N" past the collection's numbers. */
  | { kind: 'no-hadith'; collection: CollectionInfo; number: number }
  | { kind: 'unsupported' };
