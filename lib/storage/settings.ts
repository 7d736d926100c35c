import { storage } from '#imports';
import { DEFAULT_LANGUAGE } from '../locale/language-options';
import { DEFAULT_API_BASE_URL, trimBaseUrl } from './missing-routes';
import { localItem } from './keys';
import {
  DEFAULT_DAILY_REQUEST_BUDGET,
  DEFAULT_REVIEW_PREFERENCES,
  SETTINGS,
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

export const apiKey = storage.defineItem<string>(localItem('apiKey'), {
  fallback: SETTINGS.apiKey.fallback,
  version: 1,
});

export const apiBaseUrl = storage.defineItem<string>(localItem('apiBaseUrl'), {
  fallback: SETTINGS.apiBaseUrl.fallback,
  version: 1,
});

/** Empty means "the API base URL + /v1", the production layout. */
export const searchBaseUrl = storage.defineItem<string>(localItem('searchBaseUrl'), {
  fallback: SETTINGS.searchBaseUrl.fallback,
  version: 1,
});

export const language = storage.defineItem<string>(localItem('language'), {
  fallback: SETTINGS.language.fallback,
  version: 1,
});

/** The configured language as a code, or the default when it is blank. */
export async function effectiveLanguage(): Promise<string> {
  const configured = (await language.getValue()).trim().toLowerCase();
  return configured === '' ? DEFAULT_LANGUAGE : configured;
}

export const rotation = storage.defineItem<Rotation>(localItem('rotation'), {
  fallback: SETTINGS.rotation.fallback,
  version: 1,
});

export const dailyRequestBudget = storage.defineItem<number>(localItem('dailyRequestBudget'), {
  fallback: SETTINGS.dailyRequestBudget.fallback,
  version: 1,
});

/** The collections new tabs show hadiths from; empty for all of them. */
export const newTabCollections = storage.defineItem<ChosenCollection[]>(
  localItem('newTabCollections'),
  {
    fallback: SETTINGS.newTabCollections.fallback,
    version: 1,
  },
);

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

export const theme = storage.defineItem<Theme>(localItem('theme'), {
  fallback: SETTINGS.theme.fallback,
  version: 1,
});

export const arabicTextSize = storage.defineItem<ArabicTextSize>(localItem('arabicTextSize'), {
  fallback: SETTINGS.arabicTextSize.fallback,
  version: 1,
});

/** Results per page for a new search; each search page may change it for itself. */
export const resultsPerPage = storage.defineItem<number>(localItem('resultsPerPage'), {
  fallback: SETTINGS.resultsPerPage.fallback,
  version: 1,
});

export const reviewPreferences = storage.defineItem<ReviewPreferences>(
  localItem('reviewPreferences'),
  {
    fallback: SETTINGS.reviewPreferences.fallback,
    version: 1,
  },
);

/** Whether cards offer the service's AI explanations: off, no control and no request. */
export const explanationsOffered = storage.defineItem<boolean>(localItem('explanationsOffered'), {
  fallback: SETTINGS.explanationsOffered.fallback,
  version: 1,
});

/** The first explanation's cost ("uses one credit") has been said, and accepted. */
export const explanationCostSaid = storage.defineItem<boolean>(localItem('explanationCostSaid'), {
  fallback: SETTINGS.explanationCostSaid.fallback,
  version: 1,
});

export const searchMode = storage.defineItem<SearchMode>(localItem('searchMode'), {
  fallback: SETTINGS.searchMode.fallback,
  version: 1,
});
