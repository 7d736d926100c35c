import { afterAll, beforeAll, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { apiBaseUrl, apiKey, searchBaseUrl } from '@/lib/storage/settings';
import { startServer, type RunningServer } from '../../../server/app';
import type { Wire } from '../../../server/responses';
import { TEST_KEY } from './setup';

/**
 * The local Hadith service on `wire` for the file (or describe block); before
 * each test the fake browser is reset, the service's counts emptied, and the
 * settings pointed at it with a key it accepts. Register before any hook that
 * writes settings of its own.
 */
export function useLocalService(wire: Wire): {
  server: () => RunningServer;
  /** The paths the service was asked for since the test began, in order. */
  paths: () => string[];
} {
  let running: RunningServer | undefined;
  const server = () => {
    if (running === undefined) throw new Error('The local service has not started.');
    return running;
  };
  beforeAll(async () => {
    // Random draws from a seed: the same hadiths every run, so a test that needs so many
    // different ones from a small collection (An-Nawawi's 42) never meets bad luck.
    running = await startServer({ port: 0, keys: [TEST_KEY], wire, seed: 34 });
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(async () => {
    fakeBrowser.reset();
    server().stats.reset();
    await apiKey.setValue(TEST_KEY);
    await apiBaseUrl.setValue(server().url);
    await searchBaseUrl.setValue(`${server().url}/v1`);
  });
  const paths = () => server().stats.received.map(({ url }) => new URL(url, server().url).pathname);
  return { server, paths };
}
