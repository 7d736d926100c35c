import type { BrowserContext, CDPSession } from '@playwright/test';
import { startServer } from '../../server/app';
import { configureExtension, launchExtension, localServiceSettings } from '../launch-extension';
import type { BenchResult } from './run';
import { round } from './stats';

/**
 * What the extension costs while nobody looks at it, in the e2e build against
 * the local service:
 * - `background.heap_mb`: the service worker's JavaScript heap, after a
 *   garbage collection, once 100 new tabs have opened and 50 searches been
 *   typed in the popup;
 * - `background.wakeups_per_hour`: how often the worker starts with the
 *   browser idle and the service answering (its pool full), counted over
 *   IDLE_MS and scaled to an hour; nothing but an alarm wakes an idle worker;
 * - `background.wakeups_per_hour_offline`: the same with the service gone and
 *   the pool drawn down, from the interval of the alarm the failed refill sets
 *   (with the pool full, nothing is fetched and nothing retried).
 */

const TABS = 100;
const SEARCHES = 50;
/** Long enough for Chromium to stop the worker (30 s idle) and see whether anything starts it. */
const IDLE_MS = 120_000;
const QUERIES = ['patience', 'prayer', 'fasting', 'charity', 'mercy', 'honey', 'siwak', 'night'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A CDP session on the extension's service worker, reached through a page's session. */
async function workerSession(context: BrowserContext, extensionId: string) {
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  const { targetInfos } = (await cdp.send('Target.getTargets')) as {
    targetInfos: { targetId: string; type: string; url: string }[];
  };
  const worker = targetInfos.find(
    (target) => target.type === 'service_worker' && target.url.includes(extensionId),
  );
  if (worker === undefined) throw new Error('the service worker is not running');
  // Not flattened: Playwright's session relays the worker's messages as events.
  const { sessionId } = (await cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  })) as { sessionId: string };
  let last = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message) as { id?: number; result?: unknown };
    if (answer.id !== undefined) waiting.get(answer.id)?.(answer.result);
  });
  return {
    send(method: string): Promise<unknown> {
      const id = ++last;
      const answered = new Promise<unknown>((resolve) => waiting.set(id, resolve));
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params: {} }),
      });
      return answered;
    },
    close: () => page.close(),
  };
}

export default async function backgroundBench(): Promise<BenchResult> {
  const server = await startServer({ port: 0, rate: { limit: 10_000, windowSeconds: 60 } });
  const extension = await launchExtension();
  const { context, extensionId } = extension;
  try {
    // A budget for the whole run, so that every search reaches the service.
    await configureExtension(extension.serviceWorker, {
      ...localServiceSettings(server.url),
      dailyRequestBudget: 1000,
    });
    await extension.welcome?.close();
    const page = await context.newPage();
    for (let tab = 0; tab < TABS; tab++) {
      await page.goto('chrome://newtab/');
      await page.locator('main article .arabic').waitFor();
    }
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    for (let search = 0; search < SEARCHES; search++) {
      const query = `${QUERIES[search % QUERIES.length]} ${search}`;
      await page.getByLabel('Search hadiths', { exact: true }).fill(query);
      await page.keyboard.press('Enter');
      await page.locator('.page-status, .empty').first().waitFor();
    }
    const worker = await workerSession(context, extensionId);
    await worker.send('HeapProfiler.collectGarbage');
    const { usedSize } = (await worker.send('Runtime.getHeapUsage')) as { usedSize: number };
    await worker.close();

    // Idle: no page of the extension open; count the worker's starts.
    await page.goto('about:blank');
    let starts = 0;
    context.on('serviceworker', () => starts++);
    await sleep(IDLE_MS);

    // Offline: new tabs draw the pool down until a refill fails, and the alarm its
    // failure sets says when the worker will try again (a full pool asks for nothing).
    await server.close();
    let alarm: { at: number; now: number } | null = null;
    for (let tab = 0; tab < 15 && alarm === null; tab++) {
      await page.goto('chrome://newtab/');
      await page.locator('main article .arabic').waitFor();
      alarm = await page.evaluate(async () => {
        for (let attempt = 0; attempt < 10; attempt++) {
          const now = Date.now();
          // A refill a tab asks for is due at once; the one a failure sets is the retry.
          const retry = (await chrome.alarms.getAll()).find((a) => a.scheduledTime > now + 10_000);
          if (retry !== undefined) return { at: retry.scheduledTime, now };
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        return null;
      });
    }
    if (alarm === null) throw new Error('no retry was scheduled with the service gone');
    return {
      'background.heap_mb': round(usedSize / 2 ** 20, 2),
      'background.wakeups_per_hour': round((starts * 3_600_000) / IDLE_MS, 1),
      'background.wakeups_per_hour_offline': round(3_600_000 / (alarm.at - alarm.now), 1),
    };
  } finally {
    await extension.close();
    await server.close();
  }
}
