import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { HadithError } from '@/lib/hadith-error';
import { ask, type ProtocolMap } from '@/lib/messaging/contract';
import {
  isOwnPage,
  registerHandlers,
  type Handlers,
  type MessageSender,
} from '@/lib/messaging/handlers';
import { createSearchHandlers } from '@/lib/search/background/handlers';
import { useBackground } from '../helpers/background';
import { failure, useScriptedService } from '../helpers/setup';
import { pagination, realRecords, searchPayload } from '../helpers/wire';

const service = useScriptedService();
const background = useBackground();
let stopListening: () => void = () => undefined;

beforeEach(() => {
  // Only the search messages are under test here; foreign-senders.test.ts registers them all.
  const search = createSearchHandlers(background().service) as Handlers<ProtocolMap>;
  stopListening = registerHandlers(search);
});

afterEach(() => {
  stopListening();
});

const ownPage = (): MessageSender => ({
  id: fakeBrowser.runtime.id,
  url: fakeBrowser.runtime.getURL('/popup.html'),
});

/**
 * Delivers a message as the browser would from `sender`, and returns what the
 * page would receive once Chrome has passed the answer through JSON.
 */
function deliver<K extends keyof ProtocolMap>(
  type: K,
  data: Parameters<ProtocolMap[K]>[0],
  sender: MessageSender,
): Promise<{ res?: unknown; err?: Record<string, unknown> }> {
  return new Promise((resolve) => {
    const message = { id: 1, type, data, timestamp: Date.now() };
    void fakeBrowser.runtime.onMessage.trigger(message, sender, (response: unknown) =>
      resolve(JSON.parse(JSON.stringify(response)) as { res?: unknown }),
    );
  });
}

describe('the message handlers', () => {
  it.each<[string, MessageSender, boolean]>([
    [
      'the popup',
      { id: 'test-extension-id', url: 'chrome-extension://test-extension-id/popup.html' },
      true,
    ],
    [
      'the new tab',
      { id: 'test-extension-id', url: 'chrome-extension://test-extension-id/newtab.html' },
      true,
    ],
    ['another extension', { id: 'other-id', url: 'chrome-extension://other-id/popup.html' }, false],
    [
      'a content script (our id, a web page)',
      { id: 'test-extension-id', url: 'https://example.com/' },
      false,
    ],
    [
      'a lookalike URL',
      { id: 'test-extension-id', url: 'chrome-extension://test-extension-id.evil/' },
      false,
    ],
    ['a sender without a URL', { id: 'test-extension-id' }, false],
    ['a sender without anything', {}, false],
  ])('treats %s as own page: %s', (_case, sender, expected) => {
    expect(isOwnPage(sender)).toBe(expected);
  });

  it('answers our own pages through the messaging contract', async () => {
    service().reply({ body: searchPayload(realRecords(2), pagination(1, 2, 2)) });
    const request = { query: 'niyyah', language: 'en', page: 1, limit: 2 };

    const { res } = await deliver('search', request, ownPage());

    expect(res).toMatchObject({ fromCache: false, request, pagination: pagination(1, 2, 2) });
    expect(service().requests).toHaveLength(1);
  });

  it('cancels a page’s search when the same page sends a newer one, not another page’s', async () => {
    service().reply({ delayMs: 300, body: searchPayload(realRecords(2), pagination(1, 2, 2)) });
    const search = (query: string) => ({ query, language: 'en', page: 1, limit: 2 });
    const resultsTab: MessageSender = {
      ...ownPage(),
      url: fakeBrowser.runtime.getURL('/results.html'),
      tab: { id: 7 } as MessageSender['tab'],
    };

    const [older, newer, elsewhere] = await Promise.all([
      deliver('search', search('fasting'), ownPage()),
      deliver('search', search('prayer'), ownPage()),
      deliver('search', search('charity'), resultsTab),
    ]);

    expect(older.res).toBeUndefined();
    expect(older.err).toMatchObject({ name: 'AbortError' });
    expect(newer.res).toMatchObject({ request: search('prayer'), fromCache: false });
    expect(elsewhere.res).toMatchObject({ request: search('charity'), fromCache: false });
  });

  it('sends a HadithError back with the fields a page needs', async () => {
    service().reply({
      status: 403,
      body: {
        success: false,
        error: { statusCode: 403, code: 'KEY_REVOKED', message: 'This key was revoked.' },
      },
    });

    const { err } = await deliver(
      'search',
      { query: 'niyyah', language: 'en', page: 1, limit: 20 },
      ownPage(),
    );

    const fields = { kind: 'forbidden', status: 403, code: 'KEY_REVOKED' };
    expect(err).toMatchObject({ ...fields, serverMessage: 'This key was revoked.' });
    expect(HadithError.from(err)).toMatchObject(fields);
    expect(HadithError.from(err)).toBeInstanceOf(HadithError);
    expect(service().requests).toHaveLength(1);
  });

  it('answers bad-request to a search message without a request object', async () => {
    const { err } = await deliver('search', undefined as never, ownPage());
    expect(err).toMatchObject({ kind: 'bad-request' });
    expect(service().requests).toHaveLength(0);
  });

  it.each<[string, MessageSender]>([
    ['another extension', { id: 'other-id', url: 'chrome-extension://other-id/popup.html' }],
    ['a content script', { id: fakeBrowser.runtime.id, url: 'https://example.com/page' }],
  ])('rejects %s as forbidden and sends nothing', async (_case, sender) => {
    const { err } = await deliver(
      'search',
      { query: 'niyyah', language: 'en', page: 1, limit: 20 },
      sender,
    );
    expect(err).toMatchObject({ kind: 'forbidden' });
    expect(service().requests).toHaveLength(0);
  });

  it('rejects a message whose sender says nothing, and ask() rethrows it as a HadithError', async () => {
    // fakeBrowser's sendMessage delivers an empty sender: not one of our pages.
    const error = await failure(
      ask('search', { query: 'niyyah', language: 'en', page: 1, limit: 20 }),
    );
    expect(error).toMatchObject({ kind: 'forbidden' });
    expect(service().requests).toHaveLength(0);
  });
});
