import type { SearchAnswer, SearchRequest } from '../../hadith/hadith';
import type { Segment } from '../../hadith/highlight';
import { queryTerms } from '../../hadith/highlight';
import { searchPageKey } from '../../hadith/search-text';
import { SEARCH_CACHE_LIFETIME_MS } from '../input';
import { learnCollectionNames, standInCollections } from '../../hadith/collection-names';
import { resultSnippets } from './snippets';
import {
  PAGE_MEMORY,
  readMemory,
  removeMemory,
  writeMemory,
  type MemoryEntry,
} from '../../page-memory';

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

/** What this module keeps in the pages' memory (lib/page-memory.ts says why each). */
const { searchPage: PAGE, searchPages: INDEX, popupSearch: POPUP } = PAGE_MEMORY;
const { searchPreferences: PREFERENCES, searchCollections: COLLECTIONS } = PAGE_MEMORY;
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

/** An entry as kept, its shape checked by the caller; damaged, as good as none (the page asks instead). */
function read<T>(entry: MemoryEntry, item = ''): T | null {
  return readMemory(entry, (kept) => kept as T | null, item);
}

/** The names of the pages kept, newest first. */
const keptIndex = (): string[] => {
  const index = read<unknown>(INDEX);
  return Array.isArray(index) ? index.filter((key): key is string => typeof key === 'string') : [];
};

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
  const found = read<ShownSearch>(PAGE, searchPageKey(request));
  if (!looksShown(found, request) || now - found.shownAt >= SEARCH_CACHE_LIFETIME_MS) return null;
  return found;
}

/** The search the popup showed last; null before its first. */
export function popupSearch(): SearchRequest | null {
  const request = read<SearchRequest>(POPUP);
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
  if (popup) writeMemory(POPUP, request);
  // Offline answers are not kept, nor references: their cards are drawn by the app alone.
  if (answer.offlineReason !== null || answer.reference !== undefined) return;
  if (answer.referenceUnsupported === true) return;
  const key = searchPageKey(request);
  const index = [key, ...keptIndex().filter((known) => known !== key)];
  // Before the new page is written, so the space they held is free for it.
  dropPast(index);
  const kept =
    writeMemory(PAGE, { request, answer, shownAt: now }, key) && writeMemory(INDEX, index);
  if (!kept) {
    // Storage full or blocked: the next opening asks the background, as it would without a copy.
    for (const known of index) removeMemory(PAGE, known);
    removeMemory(INDEX);
    return;
  }
  // Cutting twenty texts takes milliseconds: not before the page they belong to is drawn.
  whenIdle(() => keepSnippets(request, now));
}

/**
 * Drops the pages beyond the newest, which earlier versions kept (four): run
 * once a search page is on screen, so an upgrade's next opening leaves
 * localStorage as small as this version keeps it.
 */
export function dropOlderPages(): void {
  const index = keptIndex();
  if (index.length <= KEPT_PAGES) return;
  dropPast(index);
  writeMemory(INDEX, index);
}

/** Removes the pages `index` lists past the KEPT_PAGES newest, and cuts them from it. */
function dropPast(index: string[]): void {
  for (const dropped of index.splice(KEPT_PAGES)) removeMemory(PAGE, dropped);
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
  const key = searchPageKey(request);
  const kept = read<ShownSearch>(PAGE, key);
  if (!looksShown(kept, request) || kept.shownAt !== shownAt) return;
  const terms = queryTerms(kept.request.query);
  const snippets = Object.fromEntries(
    kept.answer.hadiths.map((hadith) => [hadith.id, resultSnippets(hadith, terms)]),
  );
  // Storage full: the page is dropped, and the next opening asks for it (as without a copy).
  writeMemory(PAGE, { ...kept, snippets }, key);
}

/** The language and page size the settings held when a search page last read them. */
export function searchPreferences(): SearchPreferences | null {
  const preferences = read<SearchPreferences>(PREFERENCES);
  return typeof preferences?.language === 'string' && typeof preferences.limit === 'number'
    ? preferences
    : null;
}

/** Keeps the settings' language and page size for the results page's next paint. */
export function rememberSearchPreferences(preferences: SearchPreferences): void {
  // Storage full or blocked: none is kept, and the next opening reads the settings before it paints.
  writeMemory(PREFERENCES, preferences);
}

/**
 * The collections offered when a search page last asked: null when the
 * service listed none; the built-in table's before any page has asked, so the
 * form is drawn the same from the first opening (the service's list then only
 * changes its options).
 */
export function searchCollections(): CollectionChoice[] | null {
  const kept = read<{ listed: CollectionChoice[] | null }>(COLLECTIONS);
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
  // Storage full or blocked: the next opening paints the built-in list, then the service's.
  writeMemory(COLLECTIONS, { listed: kept });
}
