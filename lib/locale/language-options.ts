import { uiLocale } from './locale';

/** The result language when none is set. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * The result languages offered by name, each in its own script (an
 * endonym), so a reader finds theirs whatever the interface's language: the
 * service's documented languages first, then the others its data holds. Written
 * out rather than asked of `Intl.DisplayNames`, which lower-cases some
 * (`русский`, `français`) and names Indonesian `Indonesia`.
 */
export const OFFERED_LANGUAGES: ReadonlyMap<string, string> = new Map([
  ['en', 'English'],
  ['ar', 'العربية'],
  ['ru', 'Русский'],
  ['uz', 'Oʻzbek'],
  ['tr', 'Türkçe'],
  ['fr', 'Français'],
  ['id', 'Bahasa Indonesia'],
  ['bn', 'বাংলা'],
  ['ur', 'اردو'],
]);

/** The offered code `code` stands for (`EN` → `en`), or null when it is not one of them. */
export function offeredLanguage(code: string): string | null {
  const lower = code.trim().toLowerCase();
  return OFFERED_LANGUAGES.has(lower) ? lower : null;
}

/** A language's name in the interface's language for a code, or the code itself when unknown. */
export function languageName(code: string): string {
  try {
    return (
      new Intl.DisplayNames([uiLocale()], { type: 'language', fallback: 'code' }).of(code) ?? code
    );
  } catch {
    // Intl rejects malformed codes; the user may type anything.
    return code;
  }
}
