import type { Handlers, MessageSender } from '../../messaging/handlers';
import type { SearchService } from './service';
import type { SearchMessages } from '../messages';

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
