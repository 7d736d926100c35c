import { defineExtensionMessaging } from '@webext-core/messaging';
import { surviveRestart } from './background-restart';
import { HadithError } from '../hadith-error';
import type { ExplanationsMessages } from '../explanations/messages';
import type { FavouritesMessages } from '../favourites/messages';
import type { NewTabMessages } from '../new-tab/messages';
import type { OptionsMessages } from '../options/messages';
import type { ReaderMessages } from '../reader/messages';
import type { ReviewsMessages } from '../reviews/messages';
import type { SyncMessages } from '../sync/messages';
import type { SearchMessages } from '../search/messages';

/**
 * The one contract between the pages and the background. Pages never fetch
 * and never write the database: they ask here. Each feature declares its
 * messages in its messages.ts (its handlers are in its background/handlers.ts);
 * this map is all of them together.
 */
export interface ProtocolMap
  extends
    SearchMessages,
    NewTabMessages,
    OptionsMessages,
    FavouritesMessages,
    ReaderMessages,
    ReviewsMessages,
    SyncMessages,
    ExplanationsMessages {}

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
