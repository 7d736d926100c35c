import { defineExtensionMessaging } from '@webext-core/messaging';
import type { Hadith } from '../hadith/hadith';
import { surviveRestart } from '../messaging/background-restart';
import { HadithError } from '../hadith-error';
import type { NewTabPlan, NewTabReport } from './plan';

/**
 * The new tab's and the favourites' part of the contract with the background
 * (lib/messaging/protocol.ts holds the search part). Same rules: pages ask, the
 * background answers, failures come back as HadithError.
 */
export interface NewTabProtocolMap {
  /** Records what a new tab showed; answers what the next tabs show. */
  newTabShown(report: NewTabReport): NewTabPlan;
  /** Stars or unstars a hadith; answers whether it is now a favourite. */
  setFavourite(request: { hadith: Hadith; favourite: boolean }): boolean;
  isFavourite(request: { id: number }): boolean;
  /** Every favourite, newest first. */
  listFavourites(): Hadith[];
  /** Empties the hadith caches (never the favourites). */
  clearCache(): void;
}

export const newTabMessenger = defineExtensionMessaging<NewTabProtocolMap>();

type Params<K extends keyof NewTabProtocolMap> = Parameters<NewTabProtocolMap[K]>;

/** Sends a message to the background and re-throws its failure as a HadithError. */
export async function askNewTab<K extends keyof NewTabProtocolMap>(
  type: K,
  ...data: Params<K>
): Promise<ReturnType<NewTabProtocolMap[K]>> {
  try {
    // The messenger's overloads cannot be narrowed through a generic key.
    const send = newTabMessenger.sendMessage as (
      type: K,
      data: Params<K>[0],
    ) => Promise<ReturnType<NewTabProtocolMap[K]>>;
    return await surviveRestart(() => send(type, data[0]));
  } catch (error) {
    throw HadithError.from(error);
  }
}
