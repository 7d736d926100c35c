import { storage } from '#imports';
import { DEFAULT_LANGUAGE } from '../locale/language-options';
import { DEFAULT_API_BASE_URL, trimBaseUrl } from './missing-routes';
import { localItem } from './keys';
import {
  DEFAULT_DAILY_REQUEST_BUDGET,
  DEFAULT_REVIEW_PREFERENCES,
  SETTINGS,
  type SettingKey,
  type SettingValue,
  type ArabicTextSize,
  type ChosenCollection,
  type ReviewPreferences,
  type Rotation,
  type SearchMode,
  type Theme,
} from './setting-table';

/**
 * Every user setting, as a versioned storage item. All live in `local:`:
 * the API key must never reach `sync:`.
 */

export { DEFAULT_LANGUAGE, DEFAULT_API_BASE_URL, trimBaseUrl };
export { DEFAULT_DAILY_REQUEST_BUDGET, DEFAULT_REVIEW_PREFERENCES };
export type { ArabicTextSize, ChosenCollection, ReviewPreferences, Rotation, SearchMode, Theme };

/** Setting `key` as a WXT storage item, its fallback the table's, at version 1. */
function item<K extends SettingKey>(key: K) {
  return storage.defineItem<SettingValue<K>>(localItem(key), {
    fallback: SETTINGS[key].fallback,
    version: 1,
  });
}

export const apiKey = item('apiKey');

export const apiBaseUrl = item('apiBaseUrl');

/** Empty means "the API base URL + /v1", the production layout. */
export const searchBaseUrl = item('searchBaseUrl');

export const language = item('language');

/** The configured language as a code, or the default when it is blank. */
export async function effectiveLanguage(): Promise<string> {
  const configured = (await language.getValue()).trim().toLowerCase();
  return configured === '' ? DEFAULT_LANGUAGE : configured;
}

export const rotation = item('rotation');

export const dailyRequestBudget = item('dailyRequestBudget');

/** The collections new tabs show hadiths from; empty for all of them. */
export const newTabCollections = item('newTabCollections');

/**
 * The key as it is stored and sent: without the spaces and line ends a paste
 * brings. An empty result means no key. The one rule for a key, typed or saved.
 */
export function cleanApiKey(key: string): string {
  return key.trim();
}

/** The search base to use: the configured one, else the API base + `/v1`. */
export function effectiveSearchBaseUrl(apiBase: string, searchBase: string): string {
  const configured = trimBaseUrl(searchBase);
  return configured === '' ? `${trimBaseUrl(apiBase)}/v1` : configured;
}

export const theme = item('theme');

export const arabicTextSize = item('arabicTextSize');

/** Results per page for a new search; each search page may change it for itself. */
export const resultsPerPage = item('resultsPerPage');

export const reviewPreferences = item('reviewPreferences');

/** Whether cards offer the service's AI explanations: off, no control and no request. */
export const explanationsOffered = item('explanationsOffered');

/** The first explanation's cost ("uses one credit") has been said, and accepted. */
export const explanationCostSaid = item('explanationCostSaid');

export const searchMode = item('searchMode');
