import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../server/app';
import {
  configureExtension,
  DEMO_KEY,
  E2E_EXTENSION_DIR,
  launchExtension,
  localServiceSettings,
} from '../launch-extension';
import { letAppTakeOver } from './app-settle';
import { firstPaintBytes } from './bytes';
import { meaningQuality } from './meaning-quality';
import { keepRounds } from './output';
import type { BenchResult } from './run';
import { alternate, PAINT_ROUNDS, ratios } from './rounds';
import { prefixed, timed } from './stats';
import { firstPaintBreakdown } from './trace';

/**
 * The popup search's figures, in the e2e build against the local service:
 * - `search.cached_ms`: opening the popup page to its first result painted,
 *   for the last search (its page cached);
 * - `search.static_ms`: the same for a static page holding the same results
 *   (the popup's own DOM without its scripts, written into the e2e build as
 *   `bench/search-static.html`), opened alternately with it; `search.ratio` =
 *   cached / static (medians) and `search.ratio_p90` (90th percentiles), with
 *   their errors and `search.rounds` (./rounds.ts). Each
 *   popup is left open until its app has taken the page over, so no opening
 *   pays for the one before;
 * - `search.next_after_intent_ms`: a click on `Next` to the next page painted,
 *   the pointer having rested on `Next` first; `search.next_cached_ms` the same
 *   for `Prev` to a page in the cache, the case it is held against;
 * - `search.requests_per_typed_query`: requests the service received for a
 *   query typed a key every 120 ms.
 * Paint times come from the Element Timing API (`elementtiming="search-results"`
 * on the first result's reference), so both pages are timed alike. Every
 * timed figure has its median and its p90 (`_p90_ms`), as ./stats.ts estimates them.
 */

const TURNS = 8;
/** Traced openings of each, for where the first paint's time goes (./trace.ts). */
const TRACE_ROUNDS = 8;
const CACHED_QUERY = 'patience';
const PAGED_QUERY = 'dajjal';
const TYPED_QUERY = 'mercy';
const STATIC_PAGE = 'bench/search-static.html';

/** Render time of the newest `search-results` element after `since` (page clock), waiting for it. */
function paintedAfter(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (after) =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error('no search result painted within 10 s')), 10_000);
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            identifier: string;
            renderTime: number;
          })[]) {
            if (entry.identifier === 'search-results' && entry.renderTime > after) {
              observer.disconnect();
              resolve(entry.renderTime);
            }
          }
        });
        observer.observe({ type: 'element', buffered: true });
      }),
    since,
  );
}

/** Opens `url` in a fresh tab and answers its first result's paint time from navigation start. */
async function timeOpening(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return paintedAfter(page, 0);
}

/** Clicks `name` and answers the time from the click to the next result painted. */
async function timeClick(page: Page, name: 'Next' | 'Prev'): Promise<number> {
  // No named functions in here: tsx would wrap them in a helper the page lacks.
  await page.evaluate((button) => {
    for (const element of document.querySelectorAll('button')) {
      if (element.textContent !== button) continue;
      element.addEventListener(
        'click',
        (event) => ((window as unknown as { clickAt: number }).clickAt = event.timeStamp),
        { once: true },
      );
    }
  }, name);
  await page.getByRole('button', { name, exact: true }).click();
  const clickAt = await page.evaluate(() => (window as unknown as { clickAt: number }).clickAt);
  return (await paintedAfter(page, clickAt)) - clickAt;
}

export default async function searchBench(): Promise<BenchResult> {
  const server = await startServer({ port: 0 });
  const extension = await launchExtension();
  const { context, extensionId } = extension;
  const popupUrl = `chrome-extension://${extensionId}/popup.html`;
  const searches = () =>
    (server.stats.byPath['/v1/hadiths/search'] ?? 0) +
    (server.stats.byPath['/hadiths/search'] ?? 0);
  try {
    await configureExtension(extension.serviceWorker, localServiceSettings(server.url));
    await extension.welcome?.close();
    const page = await context.newPage();
    await page.setViewportSize({ width: 420, height: 580 });

    // The cached case: the popup reopened on its last search.
    await page.goto(popupUrl);
    await page.getByLabel('Search hadiths', { exact: true }).fill(CACHED_QUERY);
    await page.keyboard.press('Enter');
    await page.locator('.page-status').waitFor();
    const snapshot = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('script, link[rel="modulepreload"]').forEach((node) => node.remove());
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    const staticPath = join(E2E_EXTENSION_DIR, ...STATIC_PAGE.split('/'));
    mkdirSync(dirname(staticPath), { recursive: true });
    // Same origin, same CSS and font: the copy's root-relative links reach the build's own files.
    writeFileSync(staticPath, snapshot);

    const openIn420 = async (url: string, settle?: (tab: Page) => Promise<void>) => {
      const tab = await context.newPage();
      await tab.setViewportSize({ width: 420, height: 580 });
      const time = await timeOpening(tab, url);
      await settle?.(tab);
      await tab.close();
      return time;
    };
    const [cached, statics] = await alternate(
      PAINT_ROUNDS,
      () => openIn420(popupUrl, letAppTakeOver),
      () => openIn420(`chrome-extension://${extensionId}/${STATIC_PAGE}`),
    );
    keepRounds('search', cached, statics);

    const breakdown = await firstPaintBreakdown('search', TRACE_ROUNDS, {
      context,
      page: popupUrl,
      staticPage: `chrome-extension://${extensionId}/${STATIC_PAGE}`,
      identifier: 'search-results',
      prepare: (tab) => tab.setViewportSize({ width: 420, height: 580 }),
      settle: letAppTakeOver,
    });

    // Next after intent, page after page; Prev back to cached pages. The paged query's own
    // first page, not the cached query's still shown: a pointer already resting on `Next`
    // when that page replaces the other would show no intent, and no page would be fetched.
    const cachedStatus = await page.locator('.page-status').innerText();
    await page.getByLabel('Search hadiths', { exact: true }).fill(PAGED_QUERY);
    await page.keyboard.press('Enter');
    await page
      .locator('.page-status')
      .filter({ hasText: /^Page 1 of/, hasNotText: cachedStatus })
      .waitFor();
    const afterIntent: number[] = [];
    for (let step = 0; step < TURNS; step++) {
      const before = searches();
      await page.getByRole('button', { name: 'Next', exact: true }).hover();
      while (searches() === before) await page.waitForTimeout(20);
      // Time for the answer to travel back to the page, as a reader's pause would give.
      await page.waitForTimeout(300);
      afterIntent.push(await timeClick(page, 'Next'));
      await page.mouse.move(0, 0);
    }
    const cachedTurns: number[] = [];
    for (let step = 0; step < TURNS; step++) cachedTurns.push(await timeClick(page, 'Prev'));

    // One query typed key by key into an empty box.
    const pagedStatus = await page.locator('.page-status').innerText();
    await page.getByLabel('Search hadiths', { exact: true }).fill('');
    const beforeTyping = searches();
    await page
      .getByLabel('Search hadiths', { exact: true })
      .pressSequentially(TYPED_QUERY, { delay: 120 });
    // The typed query's first page, whatever its count, replaces the paged query's status.
    await page
      .locator('.page-status')
      .filter({ hasText: /^Page 1 of/, hasNotText: pagedStatus })
      .waitFor();
    // Room for any late request the typing might still cause, so it is counted.
    await page.waitForTimeout(1000);

    return {
      ...prefixed('search', timed('cached', cached)),
      ...prefixed('search', timed('static', statics)),
      ...ratios('search', cached, statics),
      'search.bytes_gzip': firstPaintBytes(E2E_EXTENSION_DIR, 'popup.html'),
      ...prefixed('search', timed('next_after_intent', afterIntent)),
      ...prefixed('search', timed('next_cached', cachedTurns)),
      'search.requests_per_typed_query': searches() - beforeTyping,
      ...breakdown,
      ...(await meaningQuality(server, DEMO_KEY)),
    };
  } finally {
    await extension.close();
    await server.close();
  }
}
