/**
 * Every key the extension keeps in `storage.local`, named once. settings.ts
 * and the background's records define a WXT item for each (its type, fallback
 * and versions) through `localItem`; the pages a first script draws read and
 * watch some through `chrome.storage` directly (./setting-changes.ts), by
 * the same names, so a key misspelt on either side does not type-check.
 */
export const LOCAL_KEYS = [
  'apiKey',
  'apiBaseUrl',
  'searchBaseUrl',
  'language',
  'rotation',
  'dailyRequestBudget',
  'newTabCollections',
  'theme',
  'arabicTextSize',
  'resultsPerPage',
  'reviewPreferences',
  'syncEnabled',
  'syncState',
  'syncStatus',
  'missingRoutes',
  'collections',
  'rateLimit',
  'requestBudget',
  'refillFailure',
  'welcomed',
  'explanationsOffered',
  'explanationCostSaid',
  'searchMode',
] as const;

export type LocalKey = (typeof LOCAL_KEYS)[number];

/** Keys earlier versions kept, read once to carry them over (lib/search/page/last-search-upgrade.ts). */
export type RetiredKey = 'lastSearch' | 'lastSearchAnswer' | 'lastSearch$' | 'lastSearchAnswer$';

/** A key's name as WXT's storage takes it. */
export function localItem<K extends LocalKey>(key: K): `local:${K}` {
  return `local:${key}`;
}
