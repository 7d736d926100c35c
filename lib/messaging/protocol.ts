import { defineExtensionMessaging } from '@webext-core/messaging';
import { surviveRestart } from './background-restart';
import { HadithError } from '../hadith-error';
import type { SearchAnswer, SearchRequest } from '../hadith/hadith';

/**
 * The one contract between the pages and the background. Pages never fetch
 * and never write the database: they ask here.
 */
export interface ProtocolMap {
  /** One page of search results; served from the cache when it holds that page. */
  search(request: SearchRequest): SearchAnswer;
  /** Fetches a page the user shows intent to open into the cache; null when the service cannot answer. */
  prefetchSearch(request: SearchRequest): SearchAnswer | null;
}

export const messenger = defineExtensionMessaging<ProtocolMap>();

type Params<K extends keyof ProtocolMap> = Parameters<ProtocolMap[K]>;

/**
 * Sends a message to the background and re-throws its failure as a HadithError,
 * so callers can switch on `kind`.
 */
export async function ask<K extends keyof ProtocolMap>(
  type: K,
  ...data: Params<K>
): Promise<ReturnType<ProtocolMap[K]>> {
  try {
    // The messenger's overloads cannot be narrowed through a generic key.
    const send = messenger.sendMessage as (
      type: K,
      data: Params<K>[0],
    ) => Promise<ReturnType<ProtocolMap[K]>>;
    return await surviveRestart(() => send(type, data[0]));
  } catch (error) {
    throw HadithError.from(error);
  }
}
