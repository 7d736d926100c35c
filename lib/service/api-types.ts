import type { Hadith, SearchPage, SearchRequest } from '../hadith/hadith';
import type { CollectionInfo } from '../hadith/reference-query';
import type { Explanation } from '../hadith/explanation';

/** What the Hadith service's client offers (./api-client.ts), and what it is given. */

/**
 * `/v1/hadiths`' query: a collection (its slug) and a hadith number (a
 * reference) or a book number (a book's page). Never 0: production reads 0 as
 * no filter at all, and would answer the whole collection.
 */
export interface HadithsQuery {
  collection: string;
  hadithNumber?: number;
  bookNumber?: number;
  language: string;
  page: number;
  limit: number;
}

export interface ApiClientOptions {
  timeoutMs?: number;
  spacingMs?: number;
  maxResponseBytes?: number;
  retryDelayMs?: number;
  now?: () => number;
  random?: () => number;
}

export interface RequestOptions {
  /**
   * Cancels the request: before it leaves, nothing is sent or counted;
   * after, the transfer stops. The call then rejects with the signal's reason.
   */
  signal?: AbortSignal;
}

/** What the service's rate-limit headers said of the current window, when it sent them. */
export interface RateLimitLeft {
  remaining: number;
  limit: number | null;
}

/** A key and an address as typed in the options, not yet saved. */
export interface KeyUnderTest {
  key: string;
  apiBase: string;
  language: string;
}

export interface ApiClient {
  /** `collection`: draw from that collection only (production's `collection`, a slug). */
  randomHadith(
    language: string,
    options?: RequestOptions & { collection?: string },
  ): Promise<Hadith>;
  /** The service's hadith of the day (production's `/v1/hadiths/daily`). */
  dailyHadith(language: string, options?: RequestOptions): Promise<Hadith>;
  searchPage(request: SearchRequest, options?: RequestOptions): Promise<SearchPage>;
  /** Hadiths by reference or by book (production's `/v1/hadiths`), asked for by the user. */
  hadithsPage(query: HadithsQuery, options?: RequestOptions): Promise<SearchPage>;
  /** The service's collections (production's `/v1/collections`); unasked, from the budget's share. */
  collections(options?: RequestOptions): Promise<CollectionInfo[]>;
  /**
   * Hadiths nearest a query in meaning (production's `/v1/hadiths/semantic-search`),
   * in the service's order: one page, with no next one.
   */
  semanticSearch(
    request: { query: string; language: string; limit: number },
    options?: RequestOptions,
  ): Promise<SearchPage>;
  /**
   * The service's AI explanation of hadith `id` (production's `/v1/hadiths/{id}/explain`),
   * waiting up to EXPLANATION_TIMEOUT_MS while one is written; never retried by itself.
   */
  explanation(id: number, language: string, options?: RequestOptions): Promise<Explanation>;
  /** Reports a mistake in hadith `id`'s explanation (production's `…/explain/report`). */
  reportExplanation(id: number, message: string, options?: RequestOptions): Promise<void>;
  /**
   * The options' key test: one random hadith with the typed key from the typed
   * address, through the same gate, budget, 429 policy and error reading as
   * every other request. Rejects with the HadithError any request would.
   */
  testKey(
    test: KeyUnderTest,
    options?: RequestOptions,
  ): Promise<{ rateLimit: RateLimitLeft | null }>;
}
