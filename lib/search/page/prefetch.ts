import type { SearchAnswer, SearchRequest } from '../../hadith/hadith';
import { searchPageKey } from '../../hadith/search-text';

/**
 * Pages fetched ahead when the user shows intent to open them (the pointer on
 * `Next`), held until the page asks for one. A failed prefetch is held as
 * null: `Next` then asks again, and that request reports the failure.
 */
export function createPrefetches(
  prefetch: (request: SearchRequest) => Promise<SearchAnswer | null>,
) {
  const pending = new Map<string, Promise<SearchAnswer | null>>();
  return {
    /** Starts fetching `request` ahead, unless it already is. */
    ahead(request: SearchRequest): void {
      const key = searchPageKey(request);
      if (!pending.has(key))
        pending.set(
          key,
          prefetch(request).catch(() => null),
        );
    },
    /** The page fetched ahead under `key`, handed over once; undefined when there is none. */
    take(key: string): Promise<SearchAnswer | null> | undefined {
      const early = pending.get(key);
      pending.delete(key);
      return early;
    },
    /** A new search or page size makes every page fetched ahead stale. */
    clear(): void {
      pending.clear();
    },
  };
}
