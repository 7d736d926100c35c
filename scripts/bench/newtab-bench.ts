import type { BenchResult } from './run';
import { letAppTakeOver } from './app-settle';
import { firstPaintBytes, scriptAndStyleBytes } from './bytes';
import { E2E_EXTENSION_DIR } from '../launch-extension';
import { measureFit } from './newtab-fit';
import {
  asTheNewTab,
  NEW_TAB,
  open,
  openCopy,
  sleep,
  warmExtension,
  writeStaticCopy,
  type Opening,
} from './newtab-open';
import { measurePatterns } from './newtab-patterns';
import { keepRounds } from './output';
import { alternate, PAINT_ROUNDS, ratios } from './rounds';
import { prefixed, round, timed } from './stats';
import { firstPaintBreakdown } from './trace';

/**
 * The new tab's figures, in the e2e build against the local service:
 * - `newtab.extension_ms` / `newtab.static_ms` (and their `_p90_ms`):
 *   navigation start to the hadith's Arabic text painted (Element Timing,
 *   `elementtiming="hadith-text"`; the hadiths drawn from BENCH_SEED, the
 *   same every run), over alternating openings (PAINT_ROUNDS, ./rounds.ts) of
 *   `chrome://newtab/` (warm pool) and of a static page holding the same
 *   hadith with the same CSS and font: the new tab's own DOM without its
 *   scripts, written into the e2e build as `bench/newtab-static.html` before
 *   each static opening, and opened as the new tab too (openCopy);
 *   `newtab.ratio` (the rounds' mean ratio), its error and the p90s' ratio
 *   (./rounds.ts). Each tab is let run as a reader's would (its app takes
 *   over) before it is closed.
 * - `newtab.ratio_cold`, `_resized`, `_quick`, `newtab.background_cpu_ms_per_tab`:
 *   the tabs people also open (./newtab-patterns.ts).
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

async function measurePaint(): Promise<BenchResult> {
  const { extension, server } = await warmExtension();
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
        const tab = await open(extension.context, NEW_TAB, { copy: true });
        writeStaticCopy(tab.opening.copy);
        // Let run as a reader's would before it is closed: its app takes the page over.
        await letAppTakeOver(tab.page);
        await tab.page.close();
        openings.push(tab.opening);
        return tab.opening.paintMs;
      },
      async () => {
        const plain = await openCopy(extension.context);
        await plain.page.close();
        return plain.opening.paintMs;
      },
    );
    keepRounds('newtab', extensionMs, staticMs);
    breakdown = await firstPaintBreakdown('newtab', TRACE_ROUNDS, {
      context: extension.context,
      page: NEW_TAB,
      // The copy opened as the new tab, as the timed figures open it.
      staticPage: NEW_TAB,
      aroundStatic: asTheNewTab,
      identifier: 'hadith-text',
      // Each traced tab, once painted, is let run as a reader's would.
      settle: letAppTakeOver,
    });
    // The app's module loads after the first paint: give it time, then count what came.
    const last = await open(extension.context, NEW_TAB);
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
      await page.goto(NEW_TAB);
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
  return {
    ...(await measurePaint()),
    ...(await measurePatterns()),
    ...(await measureRequests()),
    ...(await measureFit()),
  };
}
