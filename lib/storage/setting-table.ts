import { DEFAULT_LANGUAGE } from '../locale/language-options';

/**
 * Every user setting in `storage.local`: its fallback, and how a stored value
 * is read (anything else reads as the fallback). The one place both readers
 * take them from: WXT's storage items (./settings.ts, the background and the
 * options) and the pages' direct reader (./setting-changes.ts, off WXT's code
 * for a first paint).
 */

/** `every-tab`: a new hadith on every new tab; `daily`: one hadith all day, local time. */
export type Rotation = 'every-tab' | 'daily';
/** `system` follows the browser's light or dark preference. */
export type Theme = 'system' | 'light' | 'dark';
/** The Arabic text's size, relative to each page's own. */
export type ArabicTextSize = 'smaller' | 'normal' | 'larger' | 'largest';
/** How the search pages search: by the query's words, or by its meaning. */
export type SearchMode = 'words' | 'meaning';

/** A collection the new tab draws from: its slug for the service, its name for what is held. */
export interface ChosenCollection {
  slug: string;
  name: string;
}

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

interface Setting<T> {
  fallback: T;
  /** The stored value as this setting, or undefined when it is not one. */
  read: (stored: unknown) => T | undefined;
}

const text = (stored: unknown) => (typeof stored === 'string' ? stored : undefined);
const number = (stored: unknown) =>
  typeof stored === 'number' && Number.isFinite(stored) ? stored : undefined;
const flag = (stored: unknown) => (typeof stored === 'boolean' ? stored : undefined);
const oneOf =
  <T extends string>(...allowed: T[]) =>
  (stored: unknown) =>
    allowed.includes(stored as T) ? (stored as T) : undefined;
const setting = <T>(fallback: T, read: (stored: unknown) => T | undefined): Setting<T> => ({
  fallback,
  read,
});

/** The production service's API address. */
export const DEFAULT_API_BASE_URL = 'https://api.hadith.mumin.ink';

/** Every request costs a credit: at most this many leave per local day, searches included. */
export const DEFAULT_DAILY_REQUEST_BUDGET = 50;

export const DEFAULT_REVIEW_PREFERENCES: Required<ReviewPreferences> = {
  retention: 0.9,
  perDay: 10,
  hidden: 'arabic',
  badge: true,
};

export const SETTINGS = {
  apiKey: setting('', text),
  apiBaseUrl: setting(DEFAULT_API_BASE_URL, text),
  /** Empty means "the API base URL + /v1", the production layout. */
  searchBaseUrl: setting('', text),
  language: setting(DEFAULT_LANGUAGE, text),
  rotation: setting<Rotation>('every-tab', oneOf('every-tab', 'daily')),
  dailyRequestBudget: setting(DEFAULT_DAILY_REQUEST_BUDGET, number),
  /** Empty for all of them. */
  newTabCollections: setting<ChosenCollection[]>([], (stored) =>
    Array.isArray(stored) ? (stored as ChosenCollection[]) : undefined,
  ),
  theme: setting<Theme>('system', oneOf('system', 'light', 'dark')),
  arabicTextSize: setting<ArabicTextSize>(
    'normal',
    oneOf('smaller', 'normal', 'larger', 'largest'),
  ),
  /** Results per page for a new search; each search page may change it for itself. */
  resultsPerPage: setting(20, number),
  reviewPreferences: setting<ReviewPreferences>(DEFAULT_REVIEW_PREFERENCES, (stored) =>
    typeof stored === 'object' && stored !== null ? (stored as ReviewPreferences) : undefined,
  ),
  /** Whether cards offer the service's AI explanations: off, no control and no request. */
  explanationsOffered: setting(true, flag),
  /** The first explanation's cost ("uses one credit") has been said, and accepted. */
  explanationCostSaid: setting(false, flag),
  searchMode: setting<SearchMode>('words', oneOf('words', 'meaning')),
};

export type SettingKey = keyof typeof SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof SETTINGS)[K]['fallback'];

/** A stored value as setting `key` reads it: the fallback when absent or not one. */
export function settingOf<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
  const { read, fallback } = SETTINGS[key] as Setting<SettingValue<K>>;
  return read(stored) ?? fallback;
}
