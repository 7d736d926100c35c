import type { CDPSession, Page } from '@playwright/test';
import type { LaunchedExtension } from '../launch-extension';
import { letAppTakeOver } from './app-settle';
import {
  NEW_TAB,
  open,
  openCopy,
  sleep,
  warmExtension,
  writeStaticCopy,
  type Opening,
  type Warm,
} from './newtab-open';
import { keepRounds } from './output';
import { alternate, ratios, type Rounds } from './rounds';
import { round } from './stats';
import { measureReview } from './newtab-review';
import type { BenchResult } from './run';

/**
 * The new tabs people open besides the warm one ./newtab-bench.ts times, each
 * against the static copy of the same new tab opened the same way (as the new
 * tab, openCopy):
 *
 * - `newtab.ratio_cold`: the first tab after the browser starts (the browser
 *   restarted before every opening, the copy's as well);
 * - `newtab.ratio_resized`: the first tab after the window changed size
 *   (every round in another of WINDOW_SIZES);
 * - `newtab.ratio_quick`: ten tabs in a row, each closed as soon as it has
 *   painted, without its app let take over, against ten copies in a row of
 *   the ten hadiths the last run of tabs showed, so the copies' texts vary
 *   as the tabs' do;
 * - `newtab.background_cpu_ms_per_tab`: the main-thread work (Chromium's
 *   TaskDuration) a new tab causes after its paint, in itself and in another
 *   new tab left open (one renderer's main thread, counted once), over the
 *   next AFTER_PAINT_MS. The service worker's is
 *   not counted: Playwright opens no DevTools session on a worker.
 *
 * - `newtab.ratio_review`: a tab reviewing a learnt favourite (./newtab-review.ts).
 *
 * Each ratio comes with its error, its p90s' ratio and its rounds (./rounds.ts).
 */

/**
 * A cold round's ratio runs from 0.7 to 1.7 (the browser's start beside it): 32 rounds
 * left an error of 0.04 to 0.05, as wide as the gap to the target, and full runs of
 * one build spread as widely (sixteen runs: 1.01 to 1.17). 64 halve its variance.
 */
const COLD_ROUNDS: Rounds = { counted: 64, warmUp: 1 };
const RESIZED_ROUNDS: Rounds = { counted: 40, warmUp: 1 };
/** Rounds of QUICK_TABS tabs each; 16, for an error near 0.015, as with COLD_ROUNDS. */
const QUICK_ROUNDS: Rounds = { counted: 16, warmUp: 1 };
const QUICK_TABS = 10;
const CPU_TABS = 10;
const AFTER_PAINT_MS = 3_000;
/** A laptop's, a desktop's, a smaller laptop's and a half screen's window. */
const WINDOW_SIZES = [
  { width: 1366, height: 657 },
  { width: 1920, height: 970 },
  { width: 1280, height: 720 },
  { width: 960, height: 1040 },
];

async function measureCold(warm: Warm): Promise<BenchResult> {
  let extension: LaunchedExtension = warm.extension;
  try {
    // Each opening the first tab of a browser started afresh.
    const [page, plain] = await alternate(
      COLD_ROUNDS,
      async () => {
        extension = await extension.restart();
        const tab = await open(extension.context, NEW_TAB, { copy: true });
        writeStaticCopy(tab.opening.copy);
        await letAppTakeOver(tab.page);
        return tab.opening.paintMs;
      },
      async () => {
        extension = await extension.restart();
        return (await openCopy(extension.context)).opening.paintMs;
      },
    );
    keepRounds('newtab-cold', page, plain);
    return ratios('newtab', page, plain, 'ratio_cold');
  } finally {
    warm.extension = extension;
  }
}

async function measureResized({ extension }: Warm): Promise<BenchResult> {
  const size = (index: number) => WINDOW_SIZES[index % WINDOW_SIZES.length];
  const [page, plain] = await alternate(
    RESIZED_ROUNDS,
    async (index) => {
      const tab = await open(extension.context, NEW_TAB, { size: size(index), copy: true });
      writeStaticCopy(tab.opening.copy);
      await letAppTakeOver(tab.page);
      await tab.page.close();
      return tab.opening.paintMs;
    },
    async (index) => {
      const copy = await openCopy(extension.context, undefined, { size: size(index) });
      await copy.page.close();
      return copy.opening.paintMs;
    },
  );
  keepRounds('newtab-resized', page, plain);
  return ratios('newtab', page, plain, 'ratio_resized');
}

/** Opens a tab or a copy (open, openCopy). */
type Opener = () => ReturnType<typeof open>;

async function measureQuick({ extension }: Warm): Promise<BenchResult> {
  // Copies take their copy too, so both are closed after the same work.
  const openTab = () => open(extension.context, NEW_TAB, { copy: true });
  const openCopyOf = (file: string) => () => openCopy(extension.context, file, { copy: true });
  /** Opens one after the other, each closed as soon as it painted. */
  const inARow = async (openings: readonly Opener[]) => {
    const opened: Opening[] = [];
    for (const openOne of openings) {
      const { page, opening } = await openOne();
      await page.close();
      opened.push(opening);
    }
    // Between two runs of tabs, as between two bursts of a person's.
    await sleep(1_000);
    return opened;
  };
  const tabs = Array.from({ length: QUICK_TABS }, () => openTab);
  /** The copies of the last run of tabs, the nth tab's nth: each shows what a tab showed. */
  let copies: Opener[] = [];
  const runOfTabs = async () => {
    const openings = await inARow(tabs);
    copies = openings.map(({ copy }, tab) =>
      openCopyOf(writeStaticCopy(copy, `bench/newtab-quick-${tab}.html`)),
    );
    return openings.map(({ paintMs }) => paintMs);
  };
  const runOfCopies = async () => (await inARow(copies)).map(({ paintMs }) => paintMs);
  const page: number[] = [];
  const plain: number[] = [];
  for (let index = 0; index < QUICK_ROUNDS.warmUp + QUICK_ROUNDS.counted; index++) {
    let timedTabs: number[];
    let timedCopies: number[];
    // The tabs first in one round (the warm-up's, which makes the first copies), the copies
    // first in the next (./rounds.ts).
    if (index % 2 === 0) {
      timedTabs = await runOfTabs();
      timedCopies = await runOfCopies();
    } else {
      timedCopies = await runOfCopies();
      timedTabs = await runOfTabs();
    }
    if (index < QUICK_ROUNDS.warmUp) continue;
    page.push(...timedTabs);
    plain.push(...timedCopies);
  }
  keepRounds('newtab-quick', page, plain);
  return ratios('newtab', page, plain, 'ratio_quick');
}

async function taskMs(session: CDPSession): Promise<number> {
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

async function watched(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return session;
}

/**
 * Chromium runs every page of an extension in one renderer, and a page's TaskDuration is
 * that renderer's main thread: the tab's counter holds the other tab's work too, and
 * adding the other's would count it twice. The tabs' readings, summed, are checked
 * against the open tab's, so a browser that gives them two renderers fails here rather
 * than undercounts.
 */
async function measureBackgroundCpu({ extension }: Warm): Promise<BenchResult> {
  const other = await open(extension.context, NEW_TAB);
  await letAppTakeOver(other.page);
  const otherSession = await watched(other.page);
  const both = (session: CDPSession) => Promise.all([taskMs(session), taskMs(otherSession)]);
  let total = 0;
  let otherTotal = 0;
  for (let tab = 0; tab < CPU_TABS; tab++) {
    const opened = await open(extension.context, NEW_TAB);
    const session = await watched(opened.page);
    const [before, otherBefore] = await both(session);
    await sleep(AFTER_PAINT_MS);
    const [after, otherAfter] = await both(session);
    total += after - before;
    otherTotal += otherAfter - otherBefore;
    await opened.page.close();
  }
  await other.page.close();
  if (Math.abs(total - otherTotal) > total / 4) {
    throw new Error(
      `the new tabs' main threads counted ${round(total)} ms, the open tab's ${round(otherTotal)}: not one renderer, so count both`,
    );
  }
  return { 'newtab.background_cpu_ms_per_tab': round(total / CPU_TABS) };
}

export async function measurePatterns(): Promise<BenchResult> {
  const warm = await warmExtension();
  try {
    return {
      ...(await measureCold(warm)),
      ...(await measureResized(warm)),
      ...(await measureQuick(warm)),
      ...(await measureBackgroundCpu(warm)),
      // Last: it learns favourites, which the tabs above never had.
      ...(await measureReview(warm)),
    };
  } finally {
    await warm.extension.close();
    await warm.server.close();
  }
}
