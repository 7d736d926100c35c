import type { PaintedSearch } from './paint';

/**
 * The name popup-paint.js and results-paint.js hand what they painted to the
 * page's module under (lib/ui/first-paint.ts), and what the module makes of it.
 */
export const PAINTED_SEARCH = 'painted-search';

/** The painted answer, when it is the page `request` asks for: the app starts on it, as painted. */
export function paintedAnswer(
  painted: PaintedSearch | null,
  request: { query?: string; language: string; page?: number; limit?: number },
): PaintedSearch['shown'] | null {
  const shown = painted?.shown ?? null;
  if (shown === null) return null;
  const { query, language, page, limit } = shown.request;
  const same =
    request.query === query &&
    request.language === language &&
    (request.page ?? 1) === page &&
    request.limit === limit;
  return same ? shown : null;
}
