/** What a language tag (`ur`, `ar-EG`, `en_US`) tells: its primary language, its direction. */

/** Languages written right to left, by their primary subtag. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** A tag as the service and the browser write one, any case: `en`, `pt-BR`, `zh-hant`. */
const LANGUAGE_TAG = /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i;

export function isLanguageTag(value: string): boolean {
  return LANGUAGE_TAG.test(value);
}

/** The primary subtag, lower case: `ar` for `ar-EG`. */
export function primaryLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** The `dir` for text in a language code such as `ur` or `ar-EG`. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(primaryLanguage(language)) ? 'rtl' : 'ltr';
}
