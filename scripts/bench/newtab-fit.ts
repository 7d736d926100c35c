import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startServer } from '../../server/app';
import { parseRandomHadith } from '../../lib/service/schema';
import type { Hadith } from '../../lib/hadith/hadith';
import type { NewTabPlan } from '../../lib/new-tab/plan';
import { STORED_PLAN_KEY } from '../../lib/new-tab/page/stored-plan';
import {
  configureExtension,
  DEMO_KEY,
  E2E_EXTENSION_DIR,
  launchExtension,
  localServiceSettings,
} from '../launch-extension';
import { appStarted } from '../app-started';
import type { BenchResult } from './run';

/**
 * How often the new tab shows a hadith whole, with nothing to scroll
 * (`newtab.fit_<width>x<height>`): SAMPLE distinct hadiths drawn from the
 * local service's random route in English, each painted by the real new tab
 * (its stored plan holds that one hadith) and looked at in every window size
 * of SIZES, resized in place as a user would. The sample is drawn from
 * BENCH_SEED, the same every run. `newtab.fit_median_chars` is the
 * sample's median length, Arabic and translation together.
 */

const SAMPLE = 240;
const BLANK_PAGE = 'bench/blank.html';
const SIZES = [
  { width: 1366, height: 657 },
  { width: 1920, height: 970 },
  { width: 1280, height: 600 },
  { width: 800, height: 600 },
] as const;

async function drawHadiths(url: string): Promise<Hadith[]> {
  const drawn = new Map<number, Hadith>();
  for (let tries = 0; drawn.size < SAMPLE && tries < SAMPLE * 3; tries++) {
    const response = await fetch(`${url}/v1/hadiths/random?language=en`, {
      headers: { Authorization: `Bearer ${DEMO_KEY}` },
    });
    const body = (await response.json()) as { data?: unknown };
    // The service answers `data: null` for a hadith it has no English for: the extension draws again.
    if (body.data === null) continue;
    const hadith = parseRandomHadith(body, 'en');
    drawn.set(hadith.id, hadith);
  }
  return [...drawn.values()];
}

function planOf(hadith: Hadith): NewTabPlan {
  return {
    rotation: 'every-tab',
    language: 'en',
    upcoming: [{ hadith, source: 'pool', language: 'en', favourite: false, notice: null }],
    daily: null,
  };
}

/** True when nothing on the page scrolls: neither the page nor any box in it. */
function shownWhole(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) =>
        // After the frame the resize started, so the page has laid itself out again.
        requestAnimationFrame(() => {
          const root = document.documentElement;
          if (root.scrollHeight > innerHeight + 1 || root.scrollWidth > innerWidth + 1) {
            return resolve(false);
          }
          for (const element of document.querySelectorAll<HTMLElement>('main *')) {
            const style = getComputedStyle(element);
            if (!/auto|scroll|hidden/.test(style.overflowY + style.overflowX)) continue;
            if (element.scrollHeight > element.clientHeight + 1) return resolve(false);
            if (element.scrollWidth > element.clientWidth + 1) return resolve(false);
          }
          resolve(true);
        }),
      ),
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The local service draws the new tab's hadiths from this seed (server/app.ts),
 * so every run paints the same ones: long and short hadiths cost different
 * times, and a run that drew more long ones would differ from the last for that alone.
 */
export const BENCH_SEED = 15;

/** The same sample every run: drawn from the seed, by a service the extension does not use. */
async function drawSample(): Promise<Hadith[]> {
  // No rate limit: the sample is drawn as fast as the service answers.
  const sampler = await startServer({
    port: 0,
    seed: BENCH_SEED,
    rate: { limit: 1e9, windowSeconds: 60 },
  });
  try {
    return await drawHadiths(sampler.url);
  } finally {
    await sampler.close();
  }
}

export async function measureFit(): Promise<BenchResult> {
  const hadiths = await drawSample();
  const server = await startServer({ port: 0, rate: { limit: 1e9, windowSeconds: 60 } });
  const extension = await launchExtension();
  try {
    await configureExtension(extension.serviceWorker, localServiceSettings(server.url));
    const whole = new Map<string, number>(
      SIZES.map(({ width, height }) => [`${width}x${height}`, 0]),
    );
    const page = await extension.context.newPage();
    const origin = `chrome-extension://${extension.extensionId}`;
    const url = `${origin}/newtab.html`;
    // The plan is written from a page of the extension's origin that runs no app, which could
    // overwrite it with the background's.
    mkdirSync(join(E2E_EXTENSION_DIR, 'bench'), { recursive: true });
    writeFileSync(join(E2E_EXTENSION_DIR, BLANK_PAGE), '<!doctype html><title>blank</title>');
    for (const hadith of hadiths) {
      await page.goto(`${origin}/${BLANK_PAGE}`);
      await page.evaluate(([key, plan]) => localStorage.setItem(key, plan), [
        STORED_PLAN_KEY,
        JSON.stringify(planOf(hadith)),
      ] as const);
      await page.setViewportSize(SIZES[0]);
      await page.goto(url);
      await page.locator(`#hadith-${hadith.id}-text`).waitFor();
      // The app takes the painted page over after the first frame: judge what stays.
      await appStarted(page);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        if (await shownWhole(page)) {
          const name = `${size.width}x${size.height}`;
          whole.set(name, whole.get(name)! + 1);
        }
      }
    }
    const lengths = hadiths.map((h) => h.arabicText.length + (h.translation?.length ?? 0));
    return {
      ...Object.fromEntries(
        [...whole].map(([name, count]) => [
          `newtab.fit_${name}`,
          Number((count / hadiths.length).toFixed(3)),
        ]),
      ),
      'newtab.fit_sample': hadiths.length,
      'newtab.fit_median_chars': median(lengths),
    };
  } finally {
    await extension.close();
    await server.close();
  }
}
