import type { SearchAnswer, SearchRequest } from '../hadith/hadith';
import type { CollectionInfo } from '../hadith/reference-query';
import type { Handlers, MessageSender } from '../messaging/handlers';
import type { SearchService } from './background/service';

/** What the popup and the results page ask the background. */
export interface SearchMessages {
  /** One page of search results; served from the cache when it holds that page. */
  search(request: SearchRequest): SearchAnswer;
  /** Fetches a page the user shows intent to open into the cache; null when the service cannot answer. */
  prefetchSearch(request: SearchRequest): SearchAnswer | null;
  /** The collections a search can be kept within; null when the service lists none. */
  searchCollections(): CollectionInfo[] | null;
}

/** One page in one tab: a popup has no tab, and one popup is open at a time. */
function pageOf(sender: MessageSender): string {
  return `${sender.tab?.id ?? 'no-tab'} ${sender.url ?? ''}`;
}

/**
 * A page shows only its newest search, so a newer search from the same page
 * cancels the one before: still queued, it never leaves (no credit spent).
 */
export function createSearchHandlers(service: SearchService): Handlers<SearchMessages> {
  const searching = new Map<string, AbortController>();
  return {
    async search({ data, sender }) {
      const page = pageOf(sender);
      searching.get(page)?.abort();
      const controller = new AbortController();
      searching.set(page, controller);
      try {
        return await service.search(data, controller.signal);
      } finally {
        if (searching.get(page) === controller) searching.delete(page);
      }
    },
    async prefetchSearch({ data }) {
      return service.prefetchSearch(data);
    },
    async searchCollections() {
      return service.collections();
    },
  };
}
