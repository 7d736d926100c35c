/** Languages written right to left, by their primary subtag. */
const RIGHT_TO_LEFT = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The `dir` for text in a language code such as `ur` or `ar-EG`. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  const primary = language.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return RIGHT_TO_LEFT.has(primary) ? 'rtl' : 'ltr';
}
