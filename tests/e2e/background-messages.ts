import type { Page } from '@playwright/test';
import type { NewTabProtocolMap } from '../../lib/new-tab/protocol';

/**
 * Sends one message of the new tab's protocol from an extension page, in the
 * wire format of @webext-core/messaging, as the extension's own pages do.
 */
export async function askBackground<K extends keyof NewTabProtocolMap>(
  page: Page,
  type: K,
  data?: Parameters<NewTabProtocolMap[K]>[0],
): Promise<ReturnType<NewTabProtocolMap[K]>> {
  const answer = await page.evaluate(
    ([type, data]) =>
      chrome.runtime.sendMessage({ id: 1, type, data, timestamp: Date.now() }) as Promise<{
        res?: unknown;
        err?: { message: string };
      }>,
    [type, data] as const,
  );
  if (answer.err !== undefined) throw new Error(answer.err.message);
  return answer.res as ReturnType<NewTabProtocolMap[K]>;
}
