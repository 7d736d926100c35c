/**
 * Settings read and watched through `chrome.storage` directly, for the pages
 * a first script draws (the new tab, the popup, the results page): WXT's
 * storage helpers bring the webextension polyfill and their own code (17 KB)
 * onto the path to a page's first paint. The keys are those of
 * lib/storage/settings.ts, which the background keeps at their versions.
 */

import type { LocalKey, RetiredKey } from './keys';
import { settingOf, type SearchMode } from './setting-table';
export const NEW_TAB_SETTING_KEYS: readonly LocalKey[] = ['language', 'rotation'];

/** What the background records about the service (lib/new-tab/background/pool-refill.ts, lib/service/rate-limit-state.ts). */
export const SERVICE_STATE_KEYS: readonly LocalKey[] = ['refillFailure', 'rateLimit'];

/**
 * `storage.local`'s values for `keys`. The callback form: Firefox's `chrome`
 * namespace returns no promise in Manifest V2.
 */
export function readLocal(
  keys: readonly (LocalKey | RetiredKey)[],
): Promise<Record<string, unknown>> {
  return new Promise((resolve) =>
    chrome.storage.local.get([...keys], (items: Record<string, unknown>) => resolve(items)),
  );
}

/** Removes `keys` from `storage.local` (the callback form, as readLocal). */
export function removeLocal(keys: readonly RetiredKey[]): Promise<void> {
  return new Promise((resolve) => chrome.storage.local.remove([...keys], () => resolve()));
}

/**
 * Calls `onChange` with the changes when one of `keys` changes in `local`
 * storage; returns the function that stops.
 */
export function watchSettings(
  keys: readonly LocalKey[],
  onChange: (changes: Record<string, chrome.storage.StorageChange>) => void,
): () => void {
  function listener(changes: Record<string, chrome.storage.StorageChange>, area: string): void {
    if (area === 'local' && keys.some((key) => key in changes)) onChange(changes);
  }
  chrome.storage.onChanged.addListener(listener);
  return () => chrome.storage.onChanged.removeListener(listener);
}

/** The search pages' settings, read as ./setting-table.ts says (its fallbacks included). */
export interface SearchSettings {
  language: string;
  resultsPerPage: number;
  searchMode: SearchMode;
}
const SEARCH_KEYS: readonly (keyof SearchSettings & LocalKey)[] = [
  'language',
  'resultsPerPage',
  'searchMode',
];

function searchSettingsOf(stored: Record<string, unknown>): SearchSettings {
  return {
    language: settingOf('language', stored.language),
    resultsPerPage: settingOf('resultsPerPage', stored.resultsPerPage),
    searchMode: settingOf('searchMode', stored.searchMode),
  };
}

/** Writes settings a page changes itself (the callback form, as readLocal). */
export function writeLocal(values: Partial<Record<LocalKey, unknown>>): Promise<void> {
  return new Promise((resolve) => chrome.storage.local.set(values, () => resolve()));
}

/** The result language and page size the options hold. */
export async function readSearchSettings(): Promise<SearchSettings> {
  return searchSettingsOf(await readLocal(SEARCH_KEYS));
}

/** Calls `onChange` with the search settings' new values as either changes. */
export function watchSearchSettings(
  onChange: (changed: Partial<SearchSettings>) => void,
): () => void {
  return watchSettings(SEARCH_KEYS, (changes) => {
    const known = SEARCH_KEYS.filter((key) => key in changes);
    const now = searchSettingsOf(
      Object.fromEntries(known.map((key) => [key, changes[key]!.newValue])),
    );
    onChange(Object.fromEntries(known.map((key) => [key, now[key]])));
  });
}
