import type { HadithErrorInfo } from './hadith-error';

/** The extension's own shapes, independent of either wire format of the service. */

/** One hadith in one language, as the pages show it. */
export interface Hadith {
  id: number;
  collection: string;
  /** The production search engine omits it; never rely on it. */
  collectionId: number | null;
  bookNumber: number;
  hadithNumber: number;
  arabicText: string;
  /** The translation in `language`; null where the service has none. */
  translation: string | null;
  /** The language the record was requested in. */
  language: string;
  /** Grade names and values, where the record carries them. */
  grades: { name: string; grade: string }[];
}

/** The contract's pagination object, exactly as the service sent it. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface SearchRequest {
  query: string;
  language: string;
  page: number;
  limit: number;
}

export interface SearchPage {
  hadiths: Hadith[];
  pagination: Pagination;
}

/** What the background answers to a search: the page and where it came from. */
export interface SearchAnswer extends SearchPage {
  request: SearchRequest;
  fromCache: boolean;
  /**
   * Why the service did not answer (offline, out of credit, rate-limited…)
   * when the page comes from what is held locally; null for the service's answer.
   */
  offlineReason: HadithErrorInfo | null;
}
