import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Hadith } from '../hadith/hadith';
import { surviveRestart } from '../messaging/background-restart';
import { HadithError } from '../hadith-error';
import type { KeyCheck } from '../service/key-check-outcome';
import type { KeyCheckRequest } from '../service/key-check';
import type { FavouritesFile } from '../storage/favourites-file';
import type { ImportResult, StoredCounts } from '../storage/user-data';

/**
 * The options page's part of the contract with the background (see
 * lib/messaging/protocol.ts): the page never fetches, it asks here.
 */
export interface OptionsProtocolMap {
  /** One request with the typed key and address; what the service answered. */
  checkKey(request: KeyCheckRequest): KeyCheck;
  /** How many hadiths, search pages and favourites the database holds. */
  storedCounts(): StoredCounts;
  exportFavourites(): FavouritesFile;
  /** Merges a favourites file; a file that does not validate changes nothing. */
  importFavourites(file: unknown): ImportResult;
  /** A hadith from the bundled collection, for the welcome page: no key needed. */
  welcomeHadith(): Hadith;
}

export const optionsMessenger = defineExtensionMessaging<OptionsProtocolMap>();

type Params<K extends keyof OptionsProtocolMap> = Parameters<OptionsProtocolMap[K]>;

/** Sends a message to the background and re-throws its failure as a HadithError. */
export async function askOptions<K extends keyof OptionsProtocolMap>(
  type: K,
  ...data: Params<K>
): Promise<ReturnType<OptionsProtocolMap[K]>> {
  try {
    // The messenger's overloads cannot be narrowed through a generic key.
    const send = optionsMessenger.sendMessage as (
      type: K,
      data: Params<K>[0],
    ) => Promise<ReturnType<OptionsProtocolMap[K]>>;
    return await surviveRestart(() => send(type, data[0]));
  } catch (error) {
    throw HadithError.from(error);
  }
}
