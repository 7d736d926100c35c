import { HadithError } from './hadith-error';
import { checkKey, type KeyCheckRequest } from './key-check';
import { isOwnPage, type MessageSender } from './message-handlers';
import { optionsMessenger, type OptionsProtocolMap } from './options-protocol';

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

export function createOptionsHandlers(): OptionsHandlers {
  return {
    async checkKey({ data, sender }) {
      assertOwnPage(sender);
      return checkKey(validateKeyCheck(data));
    },
  };
}

/** Listens for the options page's messages; returns the function that stops listening. */
export function registerOptionsHandlers(handlers: OptionsHandlers): () => void {
  const removers = [optionsMessenger.onMessage('checkKey', handlers.checkKey)];
  return () => removers.forEach((remove) => remove());
}
