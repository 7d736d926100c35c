import type { HadithErrorInfo } from '../hadith-error';

/** The extension's own shapes, independent of either wire format of the service. */

/** One hadith in one language, as the pages show it. */
export interface Hadith {
  /**
   * The hadith's number on the service, whatever the wire (the search engine's
   * `"1234_en"` is hadith 1234): one hadith met in two places, or in two
   * languages, is one hadith for favourites, history and the cache.
   */
  id: number;
  /** The collection's name, never its slug (lib/hadith/collection-names.ts). */
  collection: string;
  /** The production search engine omits it; never rely on it. */
  collectionId: number | null;
  bookNumber: number;
  hadithNumber: number;
  arabicText: string;
  /** The translation; null where the service has none. */
  translation: string | null;
  /** The language the record was requested in: with `id`, the cache's key. */
  language: string;
  /**
   * The language `translation` is written in, as the service says: `language`
   * unless it sent another (production answers a search by number in English
   * where it has no text in the language asked for).
   */
  translationLanguage: string;
  /** Grade names and values, where the record carries them. */
  grades: { name: string; grade: string }[];
  /**
   * Its number in sunnah.com's numbering ("8a", Abd al-Baqi's), where the record
   * carries one that differs from the service's (Sahih Muslim): ./sunnah-number.ts.
   */
  sunnahNumber?: string;
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
  /** Only this collection's hadiths (its slug); the service's search takes it where it has collections. */
  collection?: string;
  /** The words searched as text even when they read as a reference ("Search the text instead"). */
  asText?: boolean;
  /** Searched by meaning (production's semantic search) rather than by its words. */
  mode?: 'meaning';
}

export interface SearchPage {
  hadiths: Hadith[];
  pagination: Pagination;
  /**
   * A reference in sunnah.com's numbering ("Muslim 8a") that this service's records
   * cannot be matched to: it numbers the collection otherwise. No hadiths.
   */
  numberingUnknown?: boolean;
}

/** A reference the query was read as: the collection (its slug and name), the number, the book. */
export interface ReferenceInfo {
  slug: string;
  collection: string;
  number: number;
  book: number | null;
  /** sunnah.com's number ("8a"), where the reference is in its numbering. */
  sunnah?: string;
}

/** What the background answers to a search: the page and where it came from. */
export interface SearchAnswer extends SearchPage {
  /** Set when the query was read as a reference: the page holds that hadith (or hadiths). */
  reference?: ReferenceInfo;
  /** The query reads as a reference, but this service cannot look references up: searched as text. */
  referenceUnsupported?: boolean;
  /** Asked by meaning, but this service has no search by meaning: its words were searched. */
  meaningUnsupported?: boolean;
  /** Asked by meaning, but the service has switched search by meaning off for now: nothing found. */
  meaningUnavailable?: boolean;
  request: SearchRequest;
  fromCache: boolean;
  /**
   * Why the service did not answer (offline, out of credit, rate-limited…)
   * when the page comes from what is held locally; null for the service's answer.
   */
  offlineReason: HadithErrorInfo | null;
}
