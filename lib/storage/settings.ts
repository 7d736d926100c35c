import { storage } from '#imports';
import { DEFAULT_LANGUAGE } from '../locale/language-options';
import { DEFAULT_API_BASE_URL, trimBaseUrl } from './missing-routes';
import { localItem } from './keys';

/**
 * Every user setting, as a versioned storage item. All live in `local:`:
 * the API key must never reach `sync:`.
 */

export { DEFAULT_LANGUAGE, DEFAULT_API_BASE_URL, trimBaseUrl };

export const apiKey = storage.defineItem<string>(localItem('apiKey'), {
  fallback: '',
  version: 1,
});

export const apiBaseUrl = storage.defineItem<string>(localItem('apiBaseUrl'), {
  fallback: DEFAULT_API_BASE_URL,
  version: 1,
});

/** Empty means "the API base URL + /v1", the production layout. */
export const searchBaseUrl = storage.defineItem<string>(localItem('searchBaseUrl'), {
  fallback: '',
  version: 1,
});

export const language = storage.defineItem<string>(localItem('language'), {
  fallback: DEFAULT_LANGUAGE,
  version: 1,
});

/** The configured language as a code, or the default when it is blank. */
export async function effectiveLanguage(): Promise<string> {
  const configured = (await language.getValue()).trim().toLowerCase();
  return configured === '' ? DEFAULT_LANGUAGE : configured;
}

/** `every-tab`: a new hadith on every new tab; `daily`: one hadith all day, local time. */
export type Rotation = 'every-tab' | 'daily';

export const rotation = storage.defineItem<Rotation>(localItem('rotation'), {
  fallback: 'every-tab',
  version: 1,
});

/** Every request costs a credit: at most this many leave per local day, searches included. */
export const DEFAULT_DAILY_REQUEST_BUDGET = 50;

export const dailyRequestBudget = storage.defineItem<number>(localItem('dailyRequestBudget'), {
  fallback: DEFAULT_DAILY_REQUEST_BUDGET,
  version: 1,
});

/** A collection the new tab draws from: its slug for the service, its name for what is held. */
export interface ChosenCollection {
  slug: string;
  name: string;
}

/** The collections new tabs show hadiths from; empty for all of them. */
export const newTabCollections = storage.defineItem<ChosenCollection[]>(
  localItem('newTabCollections'),
  {
    fallback: [],
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

/** `system` follows the browser's light or dark preference. */
export type Theme = 'system' | 'light' | 'dark';

export const theme = storage.defineItem<Theme>(localItem('theme'), {
  fallback: 'system',
  version: 1,
});

/** The Arabic text's size, relative to each page's own. */
export type ArabicTextSize = 'smaller' | 'normal' | 'larger' | 'largest';

export const arabicTextSize = storage.defineItem<ArabicTextSize>(localItem('arabicTextSize'), {
  fallback: 'normal',
  version: 1,
});

/** Results per page for a new search; each search page may change it for itself. */
export const resultsPerPage = storage.defineItem<number>(localItem('resultsPerPage'), {
  fallback: 20,
  version: 1,
});

/** How favourites learnt by heart come back (lib/reviews/). */
export interface ReviewPreferences {
  /** FSRS's desired retention: the chance of remembering when a card comes due. */
  retention: number;
  /** At most this many review tabs a day. */
  perDay: number;
  /** What is hidden until "Show". */
  hidden: 'arabic' | 'translation';
  /** The number due today on the toolbar icon (absent in preferences saved before it: on). */
  badge?: boolean;
}

export const DEFAULT_REVIEW_PREFERENCES: ReviewPreferences = {
  retention: 0.9,
  perDay: 10,
  hidden: 'arabic',
  badge: true,
};

export const reviewPreferences = storage.defineItem<ReviewPreferences>(
  localItem('reviewPreferences'),
  { fallback: DEFAULT_REVIEW_PREFERENCES, version: 1 },
);

/** Whether cards offer the service's AI explanations: off, no control and no request. */
export const explanationsOffered = storage.defineItem<boolean>(localItem('explanationsOffered'), {
  fallback: true,
  version: 1,
});

/** The first explanation's cost ("uses one credit") has been said, and accepted. */
export const explanationCostSaid = storage.defineItem<boolean>(localItem('explanationCostSaid'), {
  fallback: false,
  version: 1,
});

/** How the search pages search: by the query's words, or by its meaning. */
export type SearchMode = 'words' | 'meaning';

export const searchMode = storage.defineItem<SearchMode>(localItem('searchMode'), {
  fallback: 'words',
  version: 1,
});
