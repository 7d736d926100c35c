import type { Page } from '@playwright/test';
import { parseSearchPage } from '../../lib/service/schema';
import { startServer } from '../../server/app';
import { DEMO_KEY, launchExtension } from '../launch-extension';
import type { BenchResult } from './run';
import { median, p90 } from './stats';

/**
 * The Favourites page with many favourites, in the e2e build:
 * - `favourites.import_ms_5000`: importing a file of 5,000 real hadiths (the
 *   local service's search results) through the options page's message, once
 *   (a second import of the same file only finds them all there already);
 * - `favourites.open_ms_5000` (and `open_p90_ms_5000`): opening favourites.html
 *   to its first card painted (the frame after the first card is in the page),
 *   over the rounds after a warm-up;
 * - `favourites.filter_ms_5000` (and `filter_p90_ms_5000`): a word typed in the
 *   filter to the cards it matches painted, less the filter's typing pause.
 */

const COUNT = 5000;
const ROUNDS = 15;
const FILTER_PAUSE_MS = 200;
/** Words common enough in the English translations to gather 5,000 distinct hadiths. */
const QUERIES = ['allah', 'prophet', 'said', 'messenger', 'people', 'day', 'man'];

/** 5,000 distinct hadiths as a favourites file would hold them, from the local service. */
async function realFavourites(serviceUrl: string): Promise<unknown[]> {
  const found = new Map<number, unknown>();
  for (const query of QUERIES) {
    for (let page = 1; found.size < COUNT; page++) {
      const url = `${serviceUrl}/v1/hadiths/search?q=${query}&language=en&page=${page}&limit=100`;
      const response = await fetch(url, { headers: { Authorization: `Bearer ${DEMO_KEY}` } });
      // Read as the extension reads the service's answers.
      const { hadiths } = parseSearchPage(await response.json(), 'en');
      if (hadiths.length === 0) break;
      for (const hadith of hadiths) {
        found.set(hadith.id, { ...hadith, savedAt: 1_700_000_000_000 + found.size });
      }
    }
    if (found.size >= COUNT) break;
  }
  if (found.size < COUNT) throw new Error(`only ${found.size} distinct hadiths found`);
  return [...found.values()].slice(0, COUNT);
}

/** Milliseconds from navigation to the frame after `selector` first matched. */
function paintedAt(page: Page, selector: string): Promise<number> {
  // A string, as tsx would wrap a named function in a helper the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const look = () =>
      document.querySelector(${JSON.stringify(selector)}) === null
        ? requestAnimationFrame(look)
        : requestAnimationFrame(() => resolve(performance.now()));
    look();
  })`) as Promise<number>;
}

/** Types `word` in the filter as one input event; ms until the first card shown changed. */
function filterPainted(page: Page, word: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const first = () => document.querySelector('li.favourite .reference')?.textContent;
    const before = first();
    const input = document.getElementById('favourites-filter');
    const started = performance.now();
    input.value = ${JSON.stringify(word)};
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const look = () =>
      first() === before
        ? requestAnimationFrame(look)
        : requestAnimationFrame(() => resolve(performance.now() - started));
    look();
  })`) as Promise<number>;
}

export default async function run(): Promise<BenchResult> {
  // The search route's rate limit would slow the gathering: a generous one here.
  const server = await startServer({ port: 0, rate: { limit: 10_000, windowSeconds: 60 } });
  const extension = await launchExtension();
  try {
    await extension.welcome?.close();
    const favourites = await realFavourites(server.url);
    const page = await extension.context.newPage();
    await page.goto(`chrome-extension://${extension.extensionId}/options.html`);
    const file = {
      format: 'hadith-lookup-favourites',
      version: 1,
      exportedAt: new Date().toISOString(),
      favourites,
    };
    const importMs = await page.evaluate(async (data) => {
      const started = performance.now();
      const request = { file: data, job: 'bench' };
      const message = { id: 1, type: 'importFavourites', data: request, timestamp: Date.now() };
      const answer = (await chrome.runtime.sendMessage(message)) as { err?: { message: string } };
      if (answer.err !== undefined) throw new Error(answer.err.message);
      return performance.now() - started;
    }, file);

    const url = `chrome-extension://${extension.extensionId}/favourites.html`;
    const opens: number[] = [];
    const filters: number[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      await page.goto(url, { waitUntil: 'commit' });
      const opened = await paintedAt(page, 'li.favourite');
      const filtered = await filterPainted(page, 'fasting');
      // The first round warms the worker, the database and the font.
      if (round === 0) continue;
      opens.push(opened);
      filters.push(filtered - FILTER_PAUSE_MS);
    }
    return {
      'favourites.import_ms_5000': Math.round(importMs),
      'favourites.open_ms_5000': Math.round(median(opens)),
      'favourites.open_p90_ms_5000': Math.round(p90(opens)),
      'favourites.filter_ms_5000': Math.round(median(filters)),
      'favourites.filter_p90_ms_5000': Math.round(p90(filters)),
    };
  } finally {
    await extension.close();
    await server.close();
  }
}
