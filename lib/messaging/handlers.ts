import { browser, type Browser } from '#imports';
import { HadithError } from '../hadith-error';
import type { SearchService } from '../search/service';
import { messenger, type ProtocolMap } from './protocol';

/** The part of `runtime.MessageSender` that says who is asking. */
export interface MessageSender {
  id?: string;
  url?: string;
  tab?: Browser.tabs.Tab;
}

export type MessageHandlers = {
  [K in keyof ProtocolMap]: (message: {
    data: Parameters<ProtocolMap[K]>[0];
    sender: MessageSender;
  }) => Promise<ReturnType<ProtocolMap[K]>>;
};

/**
 * Only this extension's own pages may spend the user's credits: not other
 * extensions, and not content scripts (which carry our id but a web page's URL).
 */
export function isOwnPage(sender: MessageSender): boolean {
  return (
    sender.id === browser.runtime.id &&
    typeof sender.url === 'string' &&
    sender.url.startsWith(browser.runtime.getURL('/'))
  );
}

function assertOwnPage(sender: MessageSender): void {
  if (!isOwnPage(sender)) {
    throw new HadithError('forbidden', 'Only Hadith Lookup’s own pages may ask the background.');
  }
}

/** One page in one tab: a popup has no tab, and one popup is open at a time. */
function pageOf(sender: MessageSender): string {
  return `${sender.tab?.id ?? 'no-tab'} ${sender.url ?? ''}`;
}

/**
 * The background's answers to the protocol; a thrown HadithError travels to the page.
 * A page shows only its newest search, so a newer search from the same page
 * cancels the one before: still queued, it never leaves (no credit spent).
 */
export function createMessageHandlers(service: SearchService): MessageHandlers {
  const searching = new Map<string, AbortController>();
  return {
    async search({ data, sender }) {
      assertOwnPage(sender);
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
    async prefetchSearch({ data, sender }) {
      assertOwnPage(sender);
      return service.prefetchSearch(data);
    },
  };
}

/** Listens for the pages' messages; returns the function that stops listening. */
export function registerMessageHandlers(handlers: MessageHandlers): () => void {
  const removers = [
    messenger.onMessage('search', handlers.search),
    messenger.onMessage('prefetchSearch', handlers.prefetchSearch),
  ];
  return () => removers.forEach((remove) => remove());
}
