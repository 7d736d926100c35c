import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Worker } from '@playwright/test';
import type { RunningServer } from '../../server/app';
import { REPO_ROOT } from '../../scripts/launch-extension';
import { readExtensionState } from './extension-state';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

/**
 * The new tab lays each hadith out to fit the window (lib/new-tab/page/fit.ts):
 * whole when it can be at a readable size, and a "continue reading" cue when
 * it cannot.
 */

test.use({ serverOptions: { faults: true } });

interface Fixtures {
  server: RunningServer;
  serviceWorker: Worker;
  configure: () => Promise<void>;
}

/** Sahih Muslim 1511: 734 characters, Arabic and English, the corpus's median. */
const MEDIAN_HADITH = 2151100;
/** Muwatta Malik 1006: 1,703 characters, Arabic and English, the corpus's 90th percentile. */
const P90_HADITH = 7100600;
/** Sahih al-Bukhari 2732: 29,887 characters, the corpus's longest. */
const LONGEST_HADITH = 1273200;

/**
 * Shows `id` on the new tab: the service's random answers are that hadith.
 * Waits for it in the pool first, so no tab opened meanwhile uses it up.
 */
async function showHadith(
  page: Page,
  { server, serviceWorker, configure }: Pick<Fixtures, 'server' | 'serviceWorker' | 'configure'>,
  id: number,
) {
  server.faults!.next({ kind: 'hadith', id }, { count: 20 });
  await configure();
  await expect
    .poll(async () => (await readExtensionState(serviceWorker)).pool.map((row) => row.id))
    .toContain(id);
  const newTab = new NewTabPage(page);
  // The first tab may still paint the plan stored before the pool held it.
  await expect
    .poll(async () => {
      await newTab.goto();
      // A tab without a stored plan shows its hadith once the background answers: wait for it.
      await newTab.reference().waitFor();
      return newTab.page.locator(`#hadith-${id}-text`).count();
    })
    .toBe(1);
  return newTab;
}

const LAPTOP = { width: 1366, height: 657 };
const DESKTOP = { width: 1920, height: 970 };

/** The screenshots of the fitted new tab (docs/development.md, Screenshots), in docs/screenshots/. */
async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const dir = join(REPO_ROOT, 'docs', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled', caret: 'hide' });
}

/** What scrolls, and the type's sizes in px. */
function layout(page: Page) {
  return page.evaluate(() => {
    const text = document.querySelector<HTMLElement>('.hadith-page .hadith-text')!;
    const root = document.documentElement;
    const size = (selector: string) =>
      parseFloat(getComputedStyle(document.querySelector(selector)!).fontSize);
    return {
      layout: root.dataset.hadithLayout,
      textScrolls: text.scrollHeight > text.clientHeight + 1,
      pageScrolls: root.scrollHeight > root.clientHeight + 1 || root.scrollWidth > root.clientWidth,
      arabicPx: size('.hadith-page .arabic'),
      translationPx: size('.hadith-page .translation'),
    };
  });
}

test('a long hadith shows whole on a laptop, side by side, and is laid out again as the window and the Arabic size change', async ({
  page,
  server,
  serviceWorker,
  configure,
}) => {
  await page.setViewportSize(LAPTOP);
  const newTab = await showHadith(page, { server, serviceWorker, configure }, P90_HADITH);
  await saveScreenshot(page, 'newtab-p90-1366x657');
  const cue = page.getByRole('button', { name: /^Continue reading/ });

  let shown = await layout(page);
  expect(shown).toMatchObject({ layout: 'columns', textScrolls: false, pageScrolls: false });
  expect(shown.arabicPx).toBeGreaterThanOrEqual(20);
  expect(shown.translationPx).toBeGreaterThanOrEqual(15);
  await expect(cue).toBeHidden();
  // Side by side: the Arabic on the right, the translation on the left.
  const arabicBox = (await newTab.arabic().boundingBox())!;
  const translationBox = (await newTab.translation().boundingBox())!;
  expect(arabicBox.x).toBeGreaterThan(translationBox.x + translationBox.width);

  // A narrow window stacks them; what does not fit says so.
  await page.setViewportSize({ width: 800, height: 600 });
  await expect.poll(async () => (await layout(page)).layout).toBe('stack');
  shown = await layout(page);
  expect(shown.pageScrolls).toBe(false);
  if (shown.textScrolls) await expect(cue).toBeVisible();
  else await expect(cue).toBeHidden();

  // A larger Arabic size takes effect at once, and the text is fitted again.
  await page.setViewportSize(DESKTOP);
  await expect.poll(async () => (await layout(page)).textScrolls).toBe(false);
  await saveScreenshot(page, 'newtab-p90-1920x970');
  const before = (await layout(page)).arabicPx;
  await serviceWorker.evaluate(() => chrome.storage.local.set({ arabicTextSize: 'largest' }));
  await expect.poll(async () => (await layout(page)).arabicPx).not.toBe(before);
  shown = await layout(page);
  expect(shown.arabicPx).toBeGreaterThanOrEqual(20 * 1.45);
  expect(shown.textScrolls || shown.pageScrolls).toBe(false);
});

test('the longest hadith says it goes on: a cue the keyboard reaches, which scrolls the text and leaves at its end', async ({
  page,
  server,
  serviceWorker,
  configure,
}) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await showHadith(page, { server, serviceWorker, configure }, LONGEST_HADITH);
  const shown = await layout(page);
  expect(shown).toMatchObject({ layout: 'stack', textScrolls: true, pageScrolls: false });
  expect(shown.arabicPx).toBeGreaterThanOrEqual(20);
  expect(shown.translationPx).toBeGreaterThanOrEqual(15);

  const text = page.locator('.hadith-page .hadith-text');
  const cue = page.getByRole('button', { name: /^Continue reading/ });
  await expect(cue).toBeVisible();
  await text.focus();
  await page.keyboard.press('Tab');
  await expect(cue).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => text.evaluate((box) => box.scrollTop)).toBeGreaterThan(100);

  await text.focus();
  await page.keyboard.press('End');
  await expect(cue).toBeHidden();
});

test('a hadith of median length shows whole, in large type, on a laptop and a desktop', async ({
  page,
  server,
  serviceWorker,
  configure,
}) => {
  await page.setViewportSize(LAPTOP);
  await showHadith(page, { server, serviceWorker, configure }, MEDIAN_HADITH);
  for (const [size, name] of [
    [LAPTOP, 'newtab-median-1366x657'],
    [DESKTOP, 'newtab-median-1920x970'],
  ] as const) {
    await page.setViewportSize(size);
    await expect.poll(async () => (await layout(page)).textScrolls).toBe(false);
    const shown = await layout(page);
    expect(shown.pageScrolls).toBe(false);
    expect(shown.translationPx).toBeGreaterThanOrEqual(16);
    await saveScreenshot(page, name);
  }
});
