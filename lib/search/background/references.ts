import type { ReferenceInfo, SearchAnswer, SearchPage, SearchRequest } from '../../hadith/hadith';
import { builtInSlug, parseReference, type ReferenceQuery } from '../../hadith/reference-query';
import { sunnahNumbering } from './sunnah-numbers';
import type { ApiClient } from '../../service/api-client';
import { MAX_PAGE_SIZE } from '../../service/codes';
import type { CollectionsKeeper } from '../../service/collections';
import type { HadithCache } from '../../storage/hadith-cache';
import { HadithError } from '../../hadith-error';
import { SEARCH_CACHE_LIFETIME_MS } from '../input';
import type { LocalSearch } from './local-search';
import { OFFLINE_KINDS } from '../offline-kinds';
import { paginationFor } from '../pagination';

/**
 * References in the background: "bukhari 1" opens that hadith through
 * `/v1/hadiths?collection=…&hadithNumber=…` (one request, kept like a search
 * page), where the service has that route; sunnah.com's `/muslim/1/8`, the
 * 8th hadith of its book 1, through the book's page that holds it.
 */

export interface ReferenceLookup {
  /** The reference `query` names, read against the collections held; null for a text search. */
  read(query: string): Promise<ReferenceQuery | null>;
  /**
   * The reference's hadiths as a search answer; null when the service has no
   * such route (its 404 is remembered): the caller searches the text instead.
   */
  lookUp(
    request: SearchRequest,
    reference: ReferenceQuery,
    signal?: AbortSignal,
  ): Promise<SearchAnswer | null>;
}

const EMPTY_PAGE: SearchPage = {
  hadiths: [],
  pagination: {
    page: 1,
    limit: MAX_PAGE_SIZE,
    total: 0,
    totalPages: 0,
    hasNext: false,
    hasPrev: false,
  },
};

function infoOf({ collection, number, book, sunnah }: ReferenceQuery): ReferenceInfo {
  const info = { slug: collection.slug, collection: collection.name, number, book };
  return sunnah === undefined ? info : { ...info, sunnah };
}

/** The cache's key of a reference's page: one per collection, book, number and language. */
function referenceKey(
  { collection, number, book, sunnah }: ReferenceQuery,
  language: string,
): string {
  return `ref|${collection.slug}|${book ?? ''}|${sunnah === undefined ? number : `s${sunnah}`}|${language}`;
}

/** "8a" is the narration 8a; "8", any narration of 8. */
function sameNarration(sunnah: string, found: string | undefined): boolean {
  if (found === undefined) return false;
  return /[a-z]$/.test(sunnah) ? found === sunnah : found.replace(/[a-z]$/, '') === sunnah;
}

export function createReferenceLookup(deps: {
  api: ApiClient;
  cache: HadithCache;
  local: LocalSearch;
  collections: CollectionsKeeper;
  now: () => number;
  /** sunnah.com's numbers read as the data's, by collection; tests read the shared data's. */
  sunnahNumbers?: (slug: string) => Promise<Record<string, number> | null>;
}): ReferenceLookup {
  const { api, cache, local, collections, now, sunnahNumbers = sunnahNumbering } = deps;

  async function fetchPage(
    reference: ReferenceQuery,
    language: string,
    signal?: AbortSignal,
  ): Promise<SearchPage> {
    if (reference.book !== null) return inBook(reference, reference.book, language, signal);
    if (reference.sunnah !== undefined)
      return bySunnahNumber(reference, reference.sunnah, language, signal);
    return byNumber(reference, reference.number, language, signal);
  }

  function byNumber(
    reference: ReferenceQuery,
    number: number,
    language: string,
    signal?: AbortSignal,
  ): Promise<SearchPage> {
    // (collection, number) may name several hadiths: all of them, in one request.
    const query = {
      collection: reference.collection.slug,
      hadithNumber: number,
      language,
      page: 1,
    };
    return api.hadithsPage({ ...query, limit: MAX_PAGE_SIZE }, { signal });
  }

  /**
   * "Muslim 8a", sunnah.com's (Abd al-Baqi's) number: the packaged table gives the
   * data's (93), and the service's records must say they are 8a. A service numbering
   * the collection otherwise, or not saying, gets no hadith but the reason.
   */
  async function bySunnahNumber(
    reference: ReferenceQuery,
    sunnah: string,
    language: string,
    signal?: AbortSignal,
  ): Promise<SearchPage> {
    const slug = builtInSlug(reference.collection) ?? reference.collection.slug;
    const numbering = await sunnahNumbers(slug);
    const unknown = { ...EMPTY_PAGE, numberingUnknown: true };
    // Numbered one way: sunnah.com's number is the service's, and has no narration's letter.
    if (numbering === null) {
      return /[a-z]$/.test(sunnah)
        ? EMPTY_PAGE
        : byNumber(reference, reference.number, language, signal);
    }
    const number = numbering[sunnah];
    if (number === undefined) return EMPTY_PAGE;
    const found = await byNumber(reference, number, language, signal);
    const hadiths = found.hadiths.filter((hadith) => sameNarration(sunnah, hadith.sunnahNumber));
    if (hadiths.length === 0) return unknown;
    return { hadiths, pagination: paginationFor(1, MAX_PAGE_SIZE, hadiths.length) };
  }

  /**
   * sunnah.com's `/muslim/1/8`: the 8th hadith of book 1 read in order, whatever
   * number the service gives it (its numbering may be another edition's).
   */
  async function inBook(
    reference: ReferenceQuery,
    book: number,
    language: string,
    signal?: AbortSignal,
  ): Promise<SearchPage> {
    const page = Math.ceil(reference.number / MAX_PAGE_SIZE);
    const query = { collection: reference.collection.slug, bookNumber: book, language, page };
    const found = await api.hadithsPage({ ...query, limit: MAX_PAGE_SIZE }, { signal });
    const hadith = found.hadiths[(reference.number - 1) % MAX_PAGE_SIZE];
    // Only a whole page says where its hadiths stand in the book.
    const placed = found.pagination.page === page && found.pagination.limit === MAX_PAGE_SIZE;
    const hadiths = hadith === undefined || !placed ? [] : [hadith];
    return { hadiths, pagination: paginationFor(1, MAX_PAGE_SIZE, hadiths.length) };
  }

  /** The service's list, fetched now; none when it cannot be had (the built-in table then reads). */
  async function listedNow() {
    try {
      return await collections.refresh();
    } catch (error) {
      // The answer in hand stands; the list is asked for again next time.
      if (error instanceof HadithError) return [];
      throw error;
    }
  }

  return {
    async read(query) {
      return parseReference(query, (await collections.current()).collections);
    },

    async lookUp(request, reference, signal) {
      if (!(await collections.hasRoute('hadiths'))) return null;
      const key = referenceKey(reference, request.language);
      const answer = (page: SearchPage, fromCache: boolean): SearchAnswer => ({
        ...page,
        request,
        fromCache,
        offlineReason: null,
        reference: infoOf(reference),
      });
      const cached = await cache.readKeyedPage(key, now());
      if (cached !== null && now() - cached.fetchedAt < SEARCH_CACHE_LIFETIME_MS) {
        return answer(cached.page, true);
      }
      // The service reads 0 as no number at all, and would answer the whole collection.
      if (reference.number === 0) return answer(EMPTY_PAGE, false);
      let page: SearchPage;
      try {
        page = await fetchPage(reference, request.language, signal);
      } catch (error) {
        await collections.noteFailure(error, 'hadiths');
        if (!(await collections.hasRoute('hadiths'))) return null;
        if (!(error instanceof HadithError) || !OFFLINE_KINDS.has(error.kind)) throw error;
        // The service's own page, even an old one, is still that hadith; else what is held.
        const { name } = reference.collection;
        // What is held by number is by the collection's numbering, not a place in a book.
        const heldByNumber = () =>
          reference.book === null && reference.sunnah === undefined
            ? local.held(name, reference.number, request.language)
            : [];
        const held = cached?.page.hadiths ?? (await heldByNumber());
        if (held.length === 0) throw error;
        const page = { hadiths: held, pagination: paginationFor(1, MAX_PAGE_SIZE, held.length) };
        return { ...answer(page, true), offlineReason: error.toInfo() };
      }
      const unmatched = page.hadiths.length === 0 && page.numberingUnknown !== true;
      if (unmatched && !(await collections.current()).fresh) {
        // Nothing there: the service may name the collection otherwise. Ask it, once.
        const renamed = parseReference(request.query, await listedNow());
        if (renamed !== null && renamed.collection.slug !== reference.collection.slug) {
          return this.lookUp(request, renamed, signal);
        }
      }
      await cache.saveKeyedPage(key, request.language, page, now());
      return answer(page, false);
    },
  };
}
