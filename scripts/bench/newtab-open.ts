import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
import { BENCH_SEED } from './newtab-fit';

/**
 * Opening new tabs and their static copies for the benchmarks
 * (./newtab-bench.ts, ./newtab-patterns.ts).
 */

export const NEW_TAB = 'chrome://newtab/';
/** The static copy's path in the e2e build. */
const STATIC_PAGE = 'bench/newtab-static.html';
/** The pool's target: warm means this many fetched (lib/new-tab/background/pool.ts). */
const POOL_TARGET = 10;

export interface Opening {
  paintMs: number;
  layoutShift: number;
  resources: string[];
  /** The page's script elements: none in a static copy. */
  scripts: number;
  /** The page's DOM without its scripts, as painted, when asked for: its static copy. */
  copy?: string;
}

export interface Warm {
  extension: LaunchedExtension;
  server: RunningServer;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A search in the popup, as a user's: its page is kept in the localStorage every new tab loads. */
const USERS_SEARCH = 'patience';

/**
 * The extension on a fresh profile, pointed at a local service, its pool full,
 * its plan stored and one popup search kept (lib/search/page/snapshot.ts): the
 * localStorage of a user who searches, which a cold tab's first read loads whole.
 */
export async function warmExtension(): Promise<Warm> {
  const server = await startServer({ port: 0, seed: BENCH_SEED });
  const extension = await launchExtension();
  await configureExtension(extension.serviceWorker, localServiceSettings(server.url));
  const random = () => server.stats.byPath['/v1/hadiths/random'] ?? 0;
  const deadline = Date.now() + 30_000;
  while (random() < POOL_TARGET && Date.now() < deadline) await sleep(100);
  // A first tab stores the plan the next ones paint from.
  const page = await extension.context.newPage();
  await page.goto(NEW_TAB);
  await page.locator('main article .arabic').waitFor();
  await page.waitForTimeout(300);
  await page.goto(`chrome-extension://${extension.extensionId}/popup.html`);
  await page.getByLabel('Search hadiths', { exact: true }).fill(USERS_SEARCH);
  await page.keyboard.press('Enter');
  // Kept once shown, its results' cuts added when the page is idle.
  await page.waitForFunction(() =>
    Object.keys(localStorage).some(
      (key) =>
        key.startsWith('hadith-lookup:search-page:') && localStorage[key].includes('"snippets"'),
    ),
  );
  await page.close();
  mkdirSync(join(E2E_EXTENSION_DIR, 'bench'), { recursive: true });
  return { extension, server };
}

/**
 * Opens `url` in a new tab (of `size`, when given); answers once the
 * hadith's text painted, and when, from navigation start, with the page's
 * static copy if `copy` (taken in the same call, so the tab is not kept open
 * longer for it).
 */
export async function open(
  context: BrowserContext,
  url: string,
  { size, copy = false }: { size?: { width: number; height: number }; copy?: boolean } = {},
): Promise<{ page: Page; opening: Opening }> {
  const page = await context.newPage();
  if (size !== undefined) await page.setViewportSize(size);
  // Resource Timing lists nothing on extension pages: the requests are counted here.
  const resources: string[] = [];
  page.on('request', (request) => resources.push(request.url()));
  await page.goto(url);
  // No named functions in here: tsx would wrap them in a helper the page lacks.
  const opening = await page.evaluate(
    (withCopy) =>
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
              setTimeout(() => {
                let copy: string | undefined;
                if (withCopy) {
                  const root = document.documentElement.cloneNode(true) as HTMLElement;
                  root.querySelectorAll('script, link[rel="modulepreload"]').forEach((node) => {
                    node.remove();
                  });
                  copy = `<!doctype html>\n${root.outerHTML}`;
                }
                resolve({
                  paintMs: entry.renderTime,
                  layoutShift: shift,
                  scripts: document.scripts.length,
                  copy,
                });
              }),
            );
          }
        });
        observer.observe({ type: 'element', buffered: true });
      }),
    copy,
  );
  return { page, opening: { ...opening, resources } };
}

/**
 * Writes `copy` (an opening's, see open) into the e2e build as the static
 * page `file`: the new tab's DOM without its scripts, the same hadith with the
 * same CSS and font. Answers the file, for openCopy.
 */
export function writeStaticCopy(copy: string | undefined, file = STATIC_PAGE): string {
  if (copy === undefined) throw new Error('The opening was not asked for its copy.');
  writeFileSync(join(E2E_EXTENSION_DIR, ...file.split('/')), copy);
  return file;
}

/**
 * Runs `during` with the static copy `file` (see writeStaticCopy) in the place
 * of the e2e build's `newtab.html`, so that `chrome://newtab/` opens the copy
 * with all Chromium does for an extension's new tab (the redirect to the
 * extension's page, the `chrome://newtab-footer` page it loads beside it);
 * puts the page back as soon as `during` is done.
 */
export async function asTheNewTab<T>(during: () => Promise<T>, file = STATIC_PAGE): Promise<T> {
  const newTabPage = join(E2E_EXTENSION_DIR, 'newtab.html');
  const page = readFileSync(newTabPage, 'utf8');
  if (!page.includes('<script')) {
    throw new Error(`${newTabPage} is not the new tab page: build it again (npm run build:e2e).`);
  }
  writeFileSync(newTabPage, readFileSync(join(E2E_EXTENSION_DIR, ...file.split('/')), 'utf8'));
  try {
    return await during();
  } finally {
    writeFileSync(newTabPage, page);
  }
}

/**
 * Opens the static copy `file` the way the tab it is timed against is opened:
 * as the new tab (asTheNewTab). Throws if what opened holds a script, so the
 * page is never timed as its copy.
 */
export async function openCopy(
  context: BrowserContext,
  file = STATIC_PAGE,
  options: Parameters<typeof open>[2] = {},
): Promise<{ page: Page; opening: Opening }> {
  const opened = await asTheNewTab(() => open(context, NEW_TAB, options), file);
  if (opened.opening.scripts > 0) {
    throw new Error(`The new tab opened as ${file} was not the static copy.`);
  }
  return opened;
}
