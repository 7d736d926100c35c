import type { Page } from '@playwright/test';
import { startServer } from '../../server/app';
import { DEMO_KEY, launchExtension } from '../launch-extension';
import type { BenchResult } from './run';

/**
 * The Favourites page with many favourites, in the e2e build:
 * - `favourites.import_ms_5000`: importing a file of 5,000 real hadiths (the
 *   local service's search results) through the options page's message;
 * - `favourites.open_ms_5000`: opening favourites.html to its first card
 *   painted (the frame after the first card is in the page), median of the
 *   runs after a warm-up;
 * - `favourites.filter_ms_5000`: a word typed in the filter to the cards it
 *   matches painted, less the filter's typing pause.
 */

const COUNT = 5000;
const RUNS = 7;
const FILTER_PAUSE_MS = 200;
/** Words common enough in the English translations to gather 5,000 distinct hadiths. */
const QUERIES = ['allah', 'prophet', 'said', 'messenger', 'people', 'day', 'man'];

interface WireRecord {
  id: number;
  collection: string;
  bookNumber: number;
  hadithNumber: number;
  arabicText: string;
  translation: { text: string } | null;
  grades?: { name?: string; grade?: string }[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** 5,000 distinct hadiths as a favourites file would hold them, from the local service. */
async function realFavourites(serviceUrl: string): Promise<unknown[]> {
  const found = new Map<number, unknown>();
  for (const query of QUERIES) {
    for (let page = 1; found.size < COUNT; page++) {
      const url = `${serviceUrl}/v1/hadiths/search?q=${query}&language=en&page=${page}&limit=100`;
      const response = await fetch(url, { headers: { Authorization: `Bearer ${DEMO_KEY}` } });
      const body = (await response.json()) as { data: WireRecord[] };
      if (body.data.length === 0) break;
      for (const record of body.data) {
        found.set(record.id, {
          id: record.id,
          collection: record.collection,
          collectionId: null,
          bookNumber: record.bookNumber,
          hadithNumber: record.hadithNumber,
          arabicText: record.arabicText,
          translation: record.translation?.text ?? null,
          language: 'en',
          translationLanguage: 'en',
          grades: (record.grades ?? []).map((g) => ({ name: g.name ?? '', grade: g.grade ?? '' })),
          savedAt: 1_700_000_000_000 + found.size,
        });
      }
    }
    if (found.size >= COUNT) break;
  }
  if (found.size < COUNT) throw new Error(`only ${found.size} distinct hadiths found`);
  return [...found.values()].slice(0, COUNT);
}

/** Milliseconds from navigation to the frame after `selector` first matched. */
function paintedAt(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve) => {
        const look = () =>
          document.querySelector(wanted) === null
            ? requestAnimationFrame(look)
            : requestAnimationFrame(() => resolve(performance.now()));
        look();
      }),
    selector,
  );
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
      const message = { id: 1, type: 'importFavourites', data, timestamp: Date.now() };
      const answer = (await chrome.runtime.sendMessage(message)) as { err?: { message: string } };
      if (answer.err !== undefined) throw new Error(answer.err.message);
      return performance.now() - started;
    }, file);

    const url = `chrome-extension://${extension.extensionId}/favourites.html`;
    const opens: number[] = [];
    const filters: number[] = [];
    for (let round = 0; round <= RUNS; round++) {
      await page.goto(url, { waitUntil: 'commit' });
      const opened = await paintedAt(page, 'li.favourite');
      const filter = page.getByLabel('Search favourites', { exact: true });
      const firstReference = await page.locator('li.favourite .reference').first().innerText();
      const started = await page.evaluate(() => performance.now());
      await filter.fill('fasting');
      await page
        .locator('li.favourite .reference')
        .first()
        .filter({ hasNotText: firstReference })
        .waitFor();
      const filtered = await page.evaluate(() => performance.now());
      // The first round warms the worker, the database and the font.
      if (round === 0) continue;
      opens.push(opened);
      filters.push(filtered - started - FILTER_PAUSE_MS);
    }
    return {
      'favourites.import_ms_5000': Math.round(importMs),
      'favourites.open_ms_5000': Math.round(median(opens)),
      'favourites.filter_ms_5000': Math.round(median(filters)),
    };
  } finally {
    await extension.close();
    await server.close();
  }
}
