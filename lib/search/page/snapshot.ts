import type { SearchAnswer, SearchRequest } from '../../hadith/hadith';
import type { Segment } from '../../hadith/highlight';
import { queryTerms } from '../../hadith/highlight';
import { searchPageKey } from '../../hadith/search-text';
import { SEARCH_CACHE_LIFETIME_MS } from '../input';
import { learnCollectionNames, standInCollections } from '../../hadith/collection-names';
import { resultSnippets } from './snippets';

/**
 * What the popup and the results page keep for their first paint, in the
 * extension's localStorage: the one store a page reads synchronously, so the
 * next opening paints before any script asks the background
 * (entrypoints/popup/page.tsx, results/page.tsx). The page shown last, in an
 * entry of its own; the search the popup reopens on, which is kept here only;
 * copies of the settings' language and page size and of the service's
 * collections, whose loss only costs an instant paint.
 *
 * One page, not more: every extension page, the new tab first, loads the whole
 * localStorage on its first read, and after a browser start that read grows
 * with what is kept: 0.4 ms a thousand characters on a slow machine, where a
 * page of 20 results is about 40,000 (measured for the new tab's cold opening). The search asked for
 * again finds its other pages in the background's cache, without a request.
 */

export interface ShownSearch {
  request: SearchRequest;
  answer: SearchAnswer;
  shownAt: number;
  /**
   * Each result's texts as shown folded, by hadith id (./snippets.ts): added
   * once the page is shown, so the next paint need not cut them again.
   */
  snippets?: Record<number, Segment[][]>;
}

const PAGE_PREFIX = 'hadith-lookup:search-page:';
/** The key of the page kept, in a list (earlier versions kept four, newest first). */
const INDEX_KEY = 'hadith-lookup:search-pages';
/** The search the popup showed last (its request), which it reopens on. */
const POPUP_KEY = 'hadith-lookup:popup-search';
/** The result language and page size as last read from the settings. */
const PREFERENCES_KEY = 'hadith-lookup:search-preferences';
const KEPT_PAGES = 1;

export interface SearchPreferences {
  language: string;
  limit: number;
}

/** A collection the search can be kept within, as the popup's form lists it. */
export interface CollectionChoice {
  slug: string;
  name: string;
  /** The service's Arabic name, where it gave one. */
  arabicName?: string | null;
}

/** The collections the service listed when a search page last asked: the form's choices. */
const COLLECTIONS_KEY = 'hadith-lookup:search-collections';

function read<T>(key: string): T | null {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null') as T | null;
  } catch {
    // A damaged copy is as good as none: the page asks the background instead.
    return null;
  }
}

function looksShown(value: ShownSearch | null, request: SearchRequest): value is ShownSearch {
  return (
    typeof value?.shownAt === 'number' &&
    Array.isArray(value.answer?.hadiths) &&
    typeof value.answer.pagination?.total === 'number' &&
    searchPageKey(value.request) === searchPageKey(request)
  );
}

/** The page `request` asks for, as it was shown within the search cache's lifetime; else null. */
export function shownSearch(request: SearchRequest, now = Date.now()): ShownSearch | null {
  const found = read<ShownSearch>(PAGE_PREFIX + searchPageKey(request));
  if (!looksShown(found, request) || now - found.shownAt >= SEARCH_CACHE_LIFETIME_MS) return null;
  return found;
}

/** The search the popup showed last; null before its first. */
export function popupSearch(): SearchRequest | null {
  const request = read<SearchRequest>(POPUP_KEY);
  return typeof request?.query === 'string' && typeof request.language === 'string'
    ? request
    : null;
}

/**
 * Keeps a page the service answered, for the next opening; an offline answer
 * is not kept (the service may be back by then). `popup` also makes it the
 * search the popup reopens on.
 */
export function rememberShownSearch(
  request: SearchRequest,
  answer: SearchAnswer,
  { popup = false, now = Date.now() } = {},
): void {
  try {
    if (popup) localStorage.setItem(POPUP_KEY, JSON.stringify(request));
    // Offline answers are not kept, nor references: their cards are drawn by the app alone.
    if (answer.offlineReason !== null || answer.reference !== undefined) return;
    if (answer.referenceUnsupported === true) return;
    const key = searchPageKey(request);
    const kept = (read<string[]>(INDEX_KEY) ?? []).filter((known) => known !== key);
    const index = [key, ...kept];
    // Before the new page is written, so the space they held is free for it.
    dropPast(index);
    localStorage.setItem(PAGE_PREFIX + key, JSON.stringify({ request, answer, shownAt: now }));
    localStorage.setItem(INDEX_KEY, JSON.stringify(index));
    // Cutting twenty texts takes milliseconds: not before the page they belong to is drawn.
    whenIdle(() => keepSnippets(request, now));
  } catch {
    // Storage full or blocked: the next opening asks the background, as it would without a copy.
    for (const key of read<string[]>(INDEX_KEY) ?? []) localStorage.removeItem(PAGE_PREFIX + key);
    localStorage.removeItem(INDEX_KEY);
  }
}

/**
 * Drops the pages beyond the newest, which earlier versions kept (four): run
 * once a search page is on screen, so an upgrade's next opening leaves
 * localStorage as small as this version keeps it.
 */
export function dropOlderPages(): void {
  const index = read<string[]>(INDEX_KEY);
  if (!Array.isArray(index) || index.length <= KEPT_PAGES) return;
  dropPast(index);
  localStorage.setItem(INDEX_KEY, JSON.stringify(index));
}

/** Removes the pages `index` lists past the KEPT_PAGES newest, and cuts them from it. */
function dropPast(index: string[]): void {
  for (const dropped of index.splice(KEPT_PAGES)) localStorage.removeItem(PAGE_PREFIX + dropped);
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1_000 });
  else setTimeout(run);
}

/**
 * Adds to the page kept for `request` (shown at `shownAt`) its results' texts
 * as shown folded. Nothing when the page was replaced meanwhile, or storage
 * refuses: the next paint cuts them itself, as it would without.
 */
export function keepSnippets(request: SearchRequest, shownAt: number): void {
  const key = PAGE_PREFIX + searchPageKey(request);
  const kept = read<ShownSearch>(key);
  if (!looksShown(kept, request) || kept.shownAt !== shownAt) return;
  const terms = queryTerms(kept.request.query);
  const snippets = Object.fromEntries(
    kept.answer.hadiths.map((hadith) => [hadith.id, resultSnippets(hadith, terms)]),
  );
  try {
    localStorage.setItem(key, JSON.stringify({ ...kept, snippets }));
  } catch {
    // Storage full: the page stays kept without its cuts.
  }
}

/** The language and page size the settings held when a search page last read them. */
export function searchPreferences(): SearchPreferences | null {
  const preferences = read<SearchPreferences>(PREFERENCES_KEY);
  return typeof preferences?.language === 'string' && typeof preferences.limit === 'number'
    ? preferences
    : null;
}

/** Keeps the settings' language and page size for the results page's next paint. */
export function rememberSearchPreferences(preferences: SearchPreferences): void {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the next opening reads the settings before it paints.
    localStorage.removeItem(PREFERENCES_KEY);
  }
}

/**
 * The collections offered when a search page last asked: null when the
 * service listed none; the built-in table's before any page has asked, so the
 * form is drawn the same from the first opening (the service's list then only
 * changes its options).
 */
export function searchCollections(): CollectionChoice[] | null {
  const kept = read<{ listed: CollectionChoice[] | null }>(COLLECTIONS_KEY);
  const listed = kept?.listed;
  if (listed === null) return null;
  if (
    !Array.isArray(listed) ||
    !listed.every((entry) => typeof entry?.slug === 'string' && typeof entry.name === 'string')
  ) {
    return standInCollections();
  }
  learnCollectionNames(listed);
  return listed;
}

/** Keeps the collections offered (null: none), so the next opening paints the same form. */
export function rememberCollections(listed: CollectionChoice[] | null): void {
  const kept = listed?.map(({ slug, name, arabicName }) => ({ slug, name, arabicName })) ?? null;
  try {
    localStorage.setItem(COLLECTIONS_KEY, JSON.stringify({ listed: kept }));
  } catch {
    // Storage full or blocked: the next opening paints the built-in list, then the service's.
    localStorage.removeItem(COLLECTIONS_KEY);
  }
}
