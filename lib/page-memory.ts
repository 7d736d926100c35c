/**
 * Everything the extension's pages keep in their shared localStorage, the one
 * store a page reads synchronously, before its first paint (chrome.storage
 * and IndexedDB answer only after it). One row per entry: its key and its
 * shape's version; its comment says why a first paint needs it, what it
 * mirrors (if anything) and who writes it: comments, so that no page ships
 * them. Each entry's shape is checked by the module that owns it, which
 * passes its check to readMemory; nothing else touches localStorage.
 *
 * At the top of lib/, beside hadith-error.ts: every layer's pages keep
 * something here (locale/'s digits as much as the features), and it imports
 * nothing.
 */

export interface MemoryEntry {
  /** Where it is kept; an entry kept per item (`key` + the item's name) ends with `:`. */
  readonly key: string;
  /** Its shape's version: a new shape is kept under `key@version`, and the old key listed in `formerKeys`. */
  readonly version: number;
  /** Keys it was kept under before this version: read once, moved to `key`, removed. */
  readonly formerKeys?: readonly string[];
}

export const PAGE_MEMORY = {
  /**
   * Why: every page paints in the chosen colours and Arabic size, with no flash of the default.
   * Mirrors: storage.local theme and arabicTextSize.
   * Written by lib/ui/appearance.ts, on every page, whenever either changes.
   */
  appearance: {
    key: 'hadith-lookup:appearance',
    version: 1,
    formerKeys: ['appearance'],
  },
  /**
   * Why: reference numbers written without making an Intl formatter (30 to 60 ms after a start).
   * Mirrors: Intl's ten digits for the interface's locale and this browser.
   * Written by lib/locale/digits.ts, once a page has painted.
   */
  digits: {
    key: 'hadith-lookup:digits',
    version: 1,
  },
  /**
   * Why: the new tab's hadith, or its review, in its first paint, even offline.
   * Mirrors: the background's plan for the next tabs (its pool, the day's hadith, the reviews).
   * Written by lib/new-tab/page/stored-plan.ts, on each of the background's answers and each tab.
   */
  newTabPlan: {
    key: 'hadith-lookup:new-tab-plan',
    version: 1,
  },
  /**
   * Why: two tabs opened at once, or a plan crossing a tab, never show the same hadith.
   * Mirrors: nothing; pages keep it alone.
   * Written by lib/new-tab/page/stored-plan.ts, as each tab shows a hadith.
   */
  shownIds: {
    key: 'hadith-lookup:shown',
    version: 1,
  },
  /**
   * Why: the hadith's first paint at the size that fits the window, with no second layout.
   * Mirrors: nothing; pages keep it alone.
   * Written by lib/new-tab/page/fit-memory.ts, after a fit, per Arabic font (amiri, fallback).
   */
  newTabFit: {
    key: 'hadith-lookup:new-tab-fit:',
    version: 1,
    formerKeys: ['hadith-lookup.new-tab-fit.'],
  },
  /**
   * Why: whether this tab reviews (never two in a row, at most so many a day) before it paints.
   * Mirrors: nothing; pages keep it alone.
   * Written by lib/reviews/page/tab-memory.ts, as each tab decides.
   */
  reviewTally: {
    key: 'hadith-lookup:review-tally',
    version: 1,
  },
  /**
   * Why: a card answered is not reviewed again from a plan stored before the answer.
   * Mirrors: nothing; pages keep it alone.
   * Written by lib/reviews/page/tab-memory.ts, on each answer.
   */
  reviewsAnswered: {
    key: 'hadith-lookup:reviews-answered',
    version: 1,
  },
  /**
   * Why: the name of the search page kept below (earlier versions kept four).
   * Mirrors: nothing; pages keep it alone.
   * Written by lib/search/page/snapshot.ts, as a search page shows a page.
   */
  searchPages: {
    key: 'hadith-lookup:search-pages',
    version: 1,
  },
  /**
   * Why: the popup reopens on its last search, and the results page on its address, drawn at once.
   * Mirrors: a page of results the background answered (its cache holds it too, in IndexedDB).
   * Written by lib/search/page/snapshot.ts, as a search page shows it.
   */
  searchPage: {
    key: 'hadith-lookup:search-page:',
    version: 1,
  },
  /**
   * Why: the search the popup reopens on.
   * Mirrors: nothing; pages keep it alone.
   * Written by lib/search/page/snapshot.ts, as the popup shows a search.
   */
  popupSearch: {
    key: 'hadith-lookup:popup-search',
    version: 1,
  },
  /**
   * Why: the search form's language and page size in the first paint.
   * Mirrors: storage.local language and resultsPerPage.
   * Written by lib/search/page/start.ts, once a search page has read the settings.
   */
  searchPreferences: {
    key: 'hadith-lookup:search-preferences',
    version: 1,
  },
  /**
   * Why: the collection field's choices in the first paint, as they will stay.
   * Mirrors: the service's list of collections (the background keeps it in storage.local).
   * Written by lib/search/page/snapshot.ts, when a search page has asked for the list.
   */
  searchCollections: {
    key: 'hadith-lookup:search-collections',
    version: 1,
  },
} as const satisfies Record<string, MemoryEntry>;

function storedKey(entry: MemoryEntry, item: string): string {
  const base = entry.version === 1 ? entry.key : `${entry.key}@${entry.version}`;
  return base + item;
}

/**
 * The entry's value as `check` accepts it, else null: absent, damaged, or of
 * another shape, it is as good as none (the page asks the background instead).
 * A value kept under a former key is moved to the entry's key first.
 */
export function readMemory<T>(
  entry: MemoryEntry,
  check: (value: unknown) => T | null,
  item = '',
): T | null {
  if (typeof localStorage === 'undefined') return null;
  const key = storedKey(entry, item);
  let text = localStorage.getItem(key);
  if (text === null) text = moveFormer(entry, key, item);
  if (text === null) return null;
  try {
    return check(JSON.parse(text));
  } catch {
    return null;
  }
}

function moveFormer(entry: MemoryEntry, key: string, item: string): string | null {
  for (const former of entry.formerKeys ?? []) {
    const text = localStorage.getItem(former + item);
    if (text === null) continue;
    localStorage.removeItem(former + item);
    try {
      localStorage.setItem(key, text);
    } catch {
      // Storage full: read this once from where it was, and the page writes it anew.
    }
    return text;
  }
  return null;
}

/**
 * Keeps `value` as the entry; false when storage refuses (full, or blocked),
 * and then what was kept before is removed, so no page paints from it.
 */
export function writeMemory(entry: MemoryEntry, value: unknown, item = ''): boolean {
  if (typeof localStorage === 'undefined') return false;
  const key = storedKey(entry, item);
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    localStorage.removeItem(key);
    return false;
  }
}

export function removeMemory(entry: MemoryEntry, item = ''): void {
  if (typeof localStorage !== 'undefined') localStorage.removeItem(storedKey(entry, item));
}
