import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../server/app';
import {
  configureExtension,
  E2E_EXTENSION_DIR,
  launchExtension,
  localServiceSettings,
} from '../launch-extension';
import type { BenchResult } from './run';
import { alternate, ratios } from './rounds';
import { median, prefixed, round, timed } from './stats';

/**
 * The reader with a hundred hadiths, in the e2e build against the local service:
 * - `reader.page_ms`: opening reader.html on a book's page held in the store
 *   (Sahih al-Bukhari's book 56, its first page: a hundred hadiths, no request)
 *   to its first card painted (Element Timing, `elementtiming="search-results"`
 *   on its reference, as the popup's), at 1366×657;
 * - `reader.static_ms`: the same for a static copy of that page (its DOM
 *   without its scripts, written into the build as `bench/reader-static.html`),
 *   opened alternately with it;
 * - `reader.ratio` (with its error and p90, ./rounds.ts) and `reader.gap_ms`,
 *   the medians' difference: the target is within a frame (16 ms).
 */

const PAGE = '?c=bukhari&b=56&p=1';
const STATIC_PAGE = 'bench/reader-static.html';
const CARDS = 100;
const ROUNDS = { counted: 30, warmUp: 3 };
const SIZE = { width: 1366, height: 657 };

/** Milliseconds from navigation to the page's first card painted. */
function firstCardPaintedAt(page: Page): Promise<number> {
  // A string, as tsx would wrap a named function in a helper the page does not have.
  return page.evaluate(`new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('no card painted within 10 s')), 10000);
    new PerformanceObserver((list) => {
      const entry = list.getEntries().find((e) => e.identifier === 'search-results');
      if (entry) resolve(entry.renderTime);
    }).observe({ type: 'element', buffered: true });
  })`) as Promise<number>;
}

/** Waits until the page holds its hundred cards (the one read first, before the copy is taken). */
function allCardsIn(page: Page): Promise<unknown> {
  return page.locator(`ol.reader-list > li:nth-child(${CARDS})`).waitFor({ state: 'attached' });
}

export default async function readerBench(): Promise<BenchResult> {
  const server = await startServer({ port: 0 });
  const extension = await launchExtension();
  const { context, extensionId } = extension;
  const readerUrl = `chrome-extension://${extensionId}/reader.html${PAGE}`;
  try {
    await configureExtension(extension.serviceWorker, localServiceSettings(server.url));
    await extension.welcome?.close();
    const page = await context.newPage();
    await page.setViewportSize(SIZE);
    // Read once: the page is then in the store.
    await page.goto(readerUrl);
    await allCardsIn(page);
    const requests = server.stats.byPath['/v1/hadiths'] ?? 0;
    const snapshot = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('script, link[rel="modulepreload"]').forEach((node) => node.remove());
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    const staticPath = join(E2E_EXTENSION_DIR, ...STATIC_PAGE.split('/'));
    mkdirSync(dirname(staticPath), { recursive: true });
    // Same origin, same CSS and font: the copy's root-relative links reach the build's own files.
    writeFileSync(staticPath, snapshot);

    const open = async (url: string) => {
      const tab = await context.newPage();
      await tab.setViewportSize(SIZE);
      await tab.goto(url, { waitUntil: 'commit' });
      const time = await firstCardPaintedAt(tab);
      await tab.close();
      return time;
    };
    const [pages, statics] = await alternate(
      ROUNDS,
      () => open(readerUrl),
      () => open(`chrome-extension://${extensionId}/${STATIC_PAGE}`),
    );
    if ((server.stats.byPath['/v1/hadiths'] ?? 0) !== requests) {
      throw new Error('The reader asked the service again for a page it held.');
    }
    return {
      ...prefixed('reader', timed('page', pages)),
      ...prefixed('reader', timed('static', statics)),
      ...ratios('reader', pages, statics),
      'reader.gap_ms': round(median(pages) - median(statics)),
    };
  } finally {
    await extension.close();
    await server.close();
  }
}
