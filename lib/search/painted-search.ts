import type { SearchRequest } from '../hadith/hadith';
import { searchPageKey } from '../hadith/search-text';
import type { PaintedSearch } from './paint';

/**
 * The name popup-paint.js and results-paint.js hand what they painted to the
 * page's module under (lib/ui/first-paint.ts), and what the module makes of it.
 */
export const PAINTED_SEARCH = 'painted-search';

/** The painted answer, when it is the page `request` asks for: the app starts on it, as painted. */
export function paintedAnswer(
  painted: PaintedSearch | null,
  request: Pick<SearchRequest, 'language' | 'limit'> & Partial<SearchRequest>,
): PaintedSearch['shown'] | null {
  const shown = painted?.shown ?? null;
  // With no query (no search saved yet), nothing painted is its answer.
  if (shown === null || request.query === undefined) return null;
  const asked = searchPageKey({ ...request, query: request.query, page: request.page ?? 1 });
  return searchPageKey(shown.request) === asked ? shown : null;
}

/** What is in the painted query field, typed before the page's module ran; undefined unpainted. */
export function typedIntoPaint(painted: PaintedSearch | null): string | undefined {
  return painted === null ? undefined : document.querySelector<HTMLInputElement>('#query')?.value;
}
