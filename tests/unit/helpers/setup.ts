import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { HadithError } from '@/lib/hadith-error';
import { apiBaseUrl, apiKey } from '@/lib/storage/settings';
import { startScriptedService, type ScriptedService } from './scripted-service';

/** Shaped like a production key, so a leak of it anywhere is easy to spot. */
export const TEST_KEY = 'sk_mumin_unitTestKey0123456789abcdefghij';

/**
 * One scripted service for the file; before each test the fake browser is
 * reset, the request log emptied and the settings pointed at the service.
 */
export function useScriptedService(): () => ScriptedService {
  let service: ScriptedService | undefined;
  beforeAll(async () => {
    service = await startScriptedService();
  });
  afterAll(async () => {
    await service?.close();
  });
  beforeEach(async () => {
    fakeBrowser.reset();
    const current = get();
    current.requests.length = 0;
    await apiKey.setValue(TEST_KEY);
    await apiBaseUrl.setValue(current.url);
  });
  function get(): ScriptedService {
    if (service === undefined) throw new Error('The scripted service has not started.');
    return service;
  }
  return get;
}

/** The HadithError a call fails with; fails the test if it succeeds or throws anything else. */
export async function failure(promise: Promise<unknown>): Promise<HadithError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HadithError);
  return error as HadithError;
}
