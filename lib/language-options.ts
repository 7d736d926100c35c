/** The service's documented languages first, then the others its data holds. */
export const SUGGESTED_LANGUAGES = ['en', 'ar', 'ru', 'uz', 'tr', 'fr', 'id', 'bn', 'ur'] as const;

import { uiLocale } from './ui-locale';

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
