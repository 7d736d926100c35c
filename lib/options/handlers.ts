import type { ApiClient } from '../service/api-client';
import type { Hadith } from '../hadith/hadith';
import { HadithError } from '../hadith-error';
import { checkKey, type KeyCheckRequest } from '../service/key-check';
import { isOwnPage, type MessageSender } from '../messaging/handlers';
import { optionsMessenger, type OptionsProtocolMap } from './protocol';
import type { UserData } from '../storage/user-data';

export type OptionsHandlers = {
  [K in keyof OptionsProtocolMap]: (message: {
    data: Parameters<OptionsProtocolMap[K]>[0];
    sender: MessageSender;
  }) => Promise<ReturnType<OptionsProtocolMap[K]>>;
};

function assertOwnPage(sender: MessageSender): void {
  if (!isOwnPage(sender)) {
    throw new HadithError('forbidden', 'Only Hadith Lookup’s own pages may ask the background.');
  }
}

function validateKeyCheck(value: unknown): KeyCheckRequest {
  const request = value as Partial<Record<keyof KeyCheckRequest, unknown>> | null;
  const text = (field: keyof KeyCheckRequest) => {
    const found = request?.[field];
    return typeof found === 'string' ? found : '';
  };
  return { apiKey: text('apiKey'), apiBaseUrl: text('apiBaseUrl'), language: text('language') };
}

export interface OptionsDeps {
  userData: UserData;
  /** The key test's requests go through the same client as every other. */
  api: ApiClient;
  /** Any hadith from the bundled collection, in the configured language. */
  bundledHadith: () => Promise<Hadith>;
}

export function createOptionsHandlers({
  userData,
  api,
  bundledHadith,
}: OptionsDeps): OptionsHandlers {
  return {
    async checkKey({ data, sender }) {
      assertOwnPage(sender);
      return checkKey(validateKeyCheck(data), { api });
    },
    async storedCounts({ sender }) {
      assertOwnPage(sender);
      return userData.counts();
    },
    async exportFavourites({ sender }) {
      assertOwnPage(sender);
      return userData.exportFavourites();
    },
    async importFavourites({ data, sender }) {
      assertOwnPage(sender);
      return userData.importFavourites(data);
    },
    async welcomeHadith({ sender }) {
      assertOwnPage(sender);
      return bundledHadith();
    },
  };
}

/** Listens for the options page's messages; returns the function that stops listening. */
export function registerOptionsHandlers(handlers: OptionsHandlers): () => void {
  const removers = [
    optionsMessenger.onMessage('checkKey', handlers.checkKey),
    optionsMessenger.onMessage('storedCounts', handlers.storedCounts),
    optionsMessenger.onMessage('exportFavourites', handlers.exportFavourites),
    optionsMessenger.onMessage('importFavourites', handlers.importFavourites),
    optionsMessenger.onMessage('welcomeHadith', handlers.welcomeHadith),
  ];
  return () => removers.forEach((remove) => remove());
}
