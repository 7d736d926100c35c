import { browser, type Browser } from '#imports';
import { HadithError } from '../hadith-error';
import { messenger, type ProtocolMap } from './contract';

/** The part of `runtime.MessageSender` that says who is asking. */
export interface MessageSender {
  id?: string;
  url?: string;
  tab?: Browser.tabs.Tab;
}

/** A feature's answers to its messages (`M`, declared beside them). */
export type Handlers<M> = {
  [K in keyof M]: M[K] extends (...args: infer A) => infer R
    ? (message: { data: A[0]; sender: MessageSender }) => Promise<R>
    : never;
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

type AnyHandler = (message: { data: unknown; sender: MessageSender }) => Promise<unknown>;

/**
 * Listens for every message of the contract; a sender that is not one of our
 * pages is refused before its handler runs. Returns the function that stops listening.
 */
export function registerHandlers(handlers: Handlers<ProtocolMap>): () => void {
  const listen = messenger.onMessage as (type: string, handler: AnyHandler) => () => void;
  const removers = Object.entries(handlers as Record<string, AnyHandler>).map(([type, handler]) =>
    listen(type, async (message) => {
      if (!isOwnPage(message.sender)) {
        throw new HadithError(
          'forbidden',
          'Only Hadith Lookup’s own pages may ask the background.',
        );
      }
      return handler(message);
    }),
  );
  return () => removers.forEach((remove) => remove());
}
