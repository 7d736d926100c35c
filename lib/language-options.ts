/** The service's documented languages first, then the others its data holds. */
export const SUGGESTED_LANGUAGES = ['en', 'ar', 'ru', 'uz', 'tr', 'fr', 'id', 'bn', 'ur'] as const;

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** A language's English name for a code, or the code itself when unknown. */
export function languageName(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    // Intl rejects malformed codes; the user may type anything.
    return code;
  }
}
