/** What a language tag (`ur`, `ar-EG`, `en_US`) tells: its primary language, its direction. */

/** Languages written right to left, by their primary subtag. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** A tag as the service and the browser write one, any case: `en`, `pt-BR`, `zh-hant`. */
const LANGUAGE_TAG = /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i;

export function isLanguageTag(value: string): boolean {
  return LANGUAGE_TAG.test(value);
}

/**
 * A language code a person may choose, in any case: a two- or three-letter
 * language (`en`, `ur`, `fil`), then optional subtags (`pt-BR`, `zh-Hant`).
 * Stricter than what is read from the service: it is the one rule for the
 * options, the welcome page, the key test, search and the favourites file.
 */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

export function isLanguageCode(value: string): boolean {
  return LANGUAGE_CODE.test(value);
}

/** The primary subtag, lower case: `ar` for `ar-EG`. */
export function primaryLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** The `dir` for text in a language code such as `ur` or `ar-EG`. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(primaryLanguage(language)) ? 'rtl' : 'ltr';
}
