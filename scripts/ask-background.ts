import type { Page } from '@playwright/test';
import type { ProtocolMap } from '../lib/messaging/contract';

/**
 * Sends one message of the contract (lib/messaging/contract.ts) from an extension page, in the
 * wire format of @webext-core/messaging, as the extension's own pages do: for the end-to-end
 * tests and the benchmarks.
 */
export async function askBackground<K extends keyof ProtocolMap>(
  page: Page,
  type: K,
  data?: Parameters<ProtocolMap[K]>[0],
): Promise<ReturnType<ProtocolMap[K]>> {
  const answer = await page.evaluate(
    ([type, data]) =>
      chrome.runtime.sendMessage({ id: 1, type, data, timestamp: Date.now() }) as Promise<{
        res?: unknown;
        err?: { message: string };
      }>,
    [type, data] as const,
  );
  if (answer.err !== undefined) throw new Error(answer.err.message);
  return answer.res as ReturnType<ProtocolMap[K]>;
}
