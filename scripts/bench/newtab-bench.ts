import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../server/app';
import {
  configureExtension,
  E2E_EXTENSION_DIR,
  launchExtension,
  localServiceSettings,
  type LaunchedExtension,
} from '../launch-extension';
import { letAppTakeOver } from './app-settle';
import { firstPaintBytes, scriptAndStyleBytes } from './bytes';
import { keepRounds } from './output';
import { BENCH_SEED, measureFit } from './newtab-fit';
import type { BenchResult } from './run';
import { alternate, PAINT_ROUNDS, ratios } from './rounds';
import { prefixed, round, timed } from './stats';
import { firstPaintBreakdown } from './trace';

/**
 * The new tab's figures, in the e2e build against the local service:
 * - `newtab.extension_ms` / `newtab.static_ms` (and their `_p90_ms`):
 *   navigation start to the hadith's Arabic text painted (Element Timing,
 *   `elementtiming="hadith-text"`; the hadiths drawn from BENCH_SEED, the
 *   same every run), over alternating openings (PAINT_ROUNDS, until steady:
 *   ./rounds.ts) of
 *   `chrome://newtab/` (warm pool) and of a static page holding the same
 *   hadith with the same CSS and font: the new tab's own DOM without its
 *   scripts, written into the e2e build as `bench/newtab-static.html` before
 *   each static opening; `newtab.ratio` (medians) and `newtab.ratio_p90`,
 *   their errors (`_error`) and `newtab.rounds`.
 * - `newtab.trace.<phase>_ms`, `newtab.trace_static.<phase>_ms`: where the
 *   first paint's time goes, from a Chromium trace (./trace.ts).
 * - `newtab.bytes_gzip`: the JS and CSS the new tab loads, gzipped (font excluded).
 * - `newtab.layout_shift`: the largest cumulative layout shift of a new tab.
 * - `newtab.page_network_requests`: HTTP requests of the new tab itself,
 *   over all runs (the background is
 *   asked only after the paint, and only it fetches).
 * - `newtab.requests_per_100_tabs`: service requests while 100 new tabs open
 *   in a fresh profile with a warm pool.
 * - `newtab.fit_<width>x<height>`: the share of hadiths shown whole at that
 *   window size (./newtab-fit.ts).
 */

/** Traced openings of each, for where the first paint's time goes. */
const TRACE_ROUNDS = 8;
const TABS = 100;
const STATIC_PAGE = 'bench/newtab-static.html';
/** The pool's target: warm means this many fetched (lib/new-tab/pool.ts). */
const POOL_TARGET = 10;

interface Opening {
  paintMs: number;
  layoutShift: number;
  resources: string[];
}

async function warmExtension(): Promise<{ extension: LaunchedExtension; server: RunningServer }> {
  const server = await startServer({ port: 0, seed: BENCH_SEED });
  const extension = await launchExtension();
  await configureExtension(extension.serviceWorker, localServiceSettings(server.url));
  const random = () => server.stats.byPath['/v1/hadiths/random'] ?? 0;
  const deadline = Date.now() + 30_000;
  while (random() < POOL_TARGET && Date.now() < deadline) await sleep(100);
  // A first tab stores the plan the next ones paint from.
  const page = await extension.context.newPage();
  await page.goto('chrome://newtab/');
  await page.locator('main article .arabic').waitFor();
  await page.waitForTimeout(300);
  await page.close();
  return { extension, server };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Opens `url` in a new tab; answers when the hadith's text painted, from navigation start. */
async function open(
  context: BrowserContext,
  url: string,
): Promise<{ page: Page; opening: Opening }> {
  const page = await context.newPage();
  // Resource Timing lists nothing on extension pages: the requests are counted here.
  const resources: string[] = [];
  page.on('request', (request) => resources.push(request.url()));
  await page.goto(url);
  // No named functions in here: tsx would wrap them in a helper the page lacks.
  const opening = await page.evaluate(
    () =>
      new Promise<Omit<Opening, 'resources'>>((resolve) => {
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
            shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            identifier: string;
            renderTime: number;
          })[]) {
            if (entry.identifier !== 'hadith-text') continue;
            observer.disconnect();
            // A frame later, so a shift caused by a late font would be counted.
            requestAnimationFrame(() =>
              setTimeout(() => resolve({ paintMs: entry.renderTime, layoutShift: shift })),
            );
          }
        });
        observer.observe({ type: 'element', buffered: true });
      }),
  );
  return { page, opening: { ...opening, resources } };
}

/** The page's DOM without its scripts: what a static page of the same hadith looks like. */
function snapshot(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('script, link[rel="modulepreload"], iframe')
      .forEach((node) => node.remove());
    return `<!doctype html>\n${copy.outerHTML}`;
  });
}

async function measurePaint(): Promise<BenchResult> {
  const { extension, server } = await warmExtension();
  const staticUrl = `chrome-extension://${extension.extensionId}/${STATIC_PAGE}`;
  mkdirSync(join(E2E_EXTENSION_DIR, 'bench'), { recursive: true });
  // Every new tab's opening, the warm-up rounds' first (alternate runs those first).
  const openings: Opening[] = [];
  let extensionMs: number[];
  let staticMs: number[];
  let bytes: number;
  let breakdown: BenchResult;
  try {
    [extensionMs, staticMs] = await alternate(
      PAINT_ROUNDS,
      async () => {
        const tab = await open(extension.context, 'chrome://newtab/');
        writeFileSync(join(E2E_EXTENSION_DIR, STATIC_PAGE), await snapshot(tab.page));
        // Let run as a reader's would before it is closed: its app takes the page over.
        await letAppTakeOver(tab.page);
        await tab.page.close();
        openings.push(tab.opening);
        return tab.opening.paintMs;
      },
      async () => {
        const plain = await open(extension.context, staticUrl);
        await plain.page.close();
        return plain.opening.paintMs;
      },
    );
    keepRounds('newtab', extensionMs, staticMs);
    breakdown = await firstPaintBreakdown('newtab', TRACE_ROUNDS, {
      context: extension.context,
      page: 'chrome://newtab/',
      staticPage: staticUrl,
      identifier: 'hadith-text',
      // Each traced tab, once painted, is let run as a reader's would.
      settle: letAppTakeOver,
    });
    // The app's module loads after the first paint: give it time, then count what came.
    const last = await open(extension.context, 'chrome://newtab/');
    await last.page.waitForTimeout(1_000);
    bytes = scriptAndStyleBytes(E2E_EXTENSION_DIR, last.opening.resources);
    await last.page.close();
  } finally {
    await extension.close();
    await server.close();
  }
  const counted = openings.slice(PAINT_ROUNDS.warmUp);
  return {
    ...prefixed('newtab', timed('extension', extensionMs)),
    ...prefixed('newtab', timed('static', staticMs)),
    ...ratios('newtab', extensionMs, staticMs),
    'newtab.bytes_gzip': bytes,
    'newtab.first_paint_bytes_gzip': firstPaintBytes(E2E_EXTENSION_DIR, 'newtab.html'),
    'newtab.layout_shift': round(Math.max(...counted.map((opening) => opening.layoutShift)), 4),
    'newtab.page_network_requests': counted
      .flatMap((opening) => opening.resources)
      .filter((url) => /^https?:/.test(url)).length,
    ...breakdown,
  };
}

async function measureRequests(): Promise<BenchResult> {
  const { extension, server } = await warmExtension();
  try {
    const before = server.stats.requests;
    for (let tab = 0; tab < TABS; tab++) {
      const page = await extension.context.newPage();
      await page.goto('chrome://newtab/');
      await page.locator('main article .arabic').waitFor();
      await page.close();
    }
    // Refills the last tabs asked for leave a second apart: let them go.
    await sleep(2_000);
    return {
      'newtab.requests_per_100_tabs': round(((server.stats.requests - before) * 100) / TABS, 0),
    };
  } finally {
    await extension.close();
    await server.close();
  }
}

export default async function newTabBench(): Promise<BenchResult> {
  return { ...(await measurePaint()), ...(await measureRequests()), ...(await measureFit()) };
}
