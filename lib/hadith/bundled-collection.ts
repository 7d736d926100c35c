import { browser } from '#imports';
import type { PublicPath } from 'wxt/browser';
import type { Hadith } from './hadith';

/**
 * The collection shipped with the extension (An-Nawawi's Forty and the Forty
 * Hadith Qudsi), copied into the build from the data folder by wxt.config.ts.
 * Background only: it is fetched from the package on first use, never bundled
 * into a page's script.
 */

/** Where wxt.config.ts puts `offline/offline.json` in the build (added by a hook, so WXT's path types miss it). */
export const BUNDLED_COLLECTION_PATH = '/offline/offline.json' as PublicPath;
/** The language every record of the set has. */
export const BUNDLED_FALLBACK_LANGUAGE = 'en';

/** A record of `offline.json`: one hadith with all its translations. */
export interface BundledRecord {
  id: number;
  collection: string;
  collectionId: number;
  bookNumber: number;
  hadithNumber: number;
  arabicText: string;
  translations: Record<string, string>;
}

export type LoadBundledRecords = () => Promise<BundledRecord[]>;

let loaded: Promise<BundledRecord[]> | undefined;

/** Reads the packaged file once per worker. */
export const loadPackagedRecords: LoadBundledRecords = () => {
  loaded ??= fetch(browser.runtime.getURL(BUNDLED_COLLECTION_PATH)).then(async (response) => {
    if (!response.ok) throw new Error(`The bundled collection is missing (${response.status}).`);
    return (await response.json()) as BundledRecord[];
  });
  // A failed read is retried next time rather than remembered.
  loaded.catch(() => (loaded = undefined));
  return loaded;
};

/**
 * A record in `language` where the set has that translation, else in English:
 * the hadith's `language` then says which one it is. Arabic, like the
 * service, repeats the Arabic text as the translation.
 */
export function bundledHadith(record: BundledRecord, language: string): Hadith {
  const own = language === 'ar' ? record.arabicText : record.translations[language];
  const shownIn = own === undefined ? BUNDLED_FALLBACK_LANGUAGE : language;
  return {
    id: record.id,
    collection: record.collection,
    collectionId: record.collectionId,
    bookNumber: record.bookNumber,
    hadithNumber: record.hadithNumber,
    arabicText: record.arabicText,
    translation: own ?? record.translations[BUNDLED_FALLBACK_LANGUAGE] ?? null,
    language: shownIn,
    translationLanguage: shownIn,
    grades: [],
  };
}

/** Every bundled hadith, in `language` where the set has it, else in English. */
export async function bundledHadiths(
  language: string,
  load: LoadBundledRecords = loadPackagedRecords,
): Promise<Hadith[]> {
  return (await load()).map((record) => bundledHadith(record, language));
}
