import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseSearchPage } from '../../lib/service/schema';
import type { NewTabPlan } from '../../lib/new-tab/plan';
import { STORED_PLAN_KEY } from '../../lib/new-tab/page/stored-plan';
import { TALLY_KEY } from '../../lib/reviews/page/tab-memory';
import { localDay } from '../../lib/locale/local-day';
import { askBackground } from './background-messages';
import type { RunningServer } from '../../server/app';
import { REPO_ROOT } from '../../scripts/launch-extension';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { ReaderPage } from './pages/reader-page';

/**
 * The stores' screenshots (1280×800) of the new tab, the popup and the
 * options, light and dark, in English and Arabic, into docs/screenshots/;
 * and the reader and the welcome page at 1366×657 and 360 px wide.
 * Their content is fixed, so running the tests again leaves the files as
 * they are: the hadith of a pinned day, a search with known results, and
 * the options with the production addresses.
 */

const SCREENSHOT_DIR = join(REPO_ROOT, 'docs', 'screenshots');
const DEMO_EXPLANATIONS = join(REPO_ROOT, 'server', 'demo', 'explanations.json');
const STORE_SIZE = { width: 1280, height: 800 };
/** About the size Chrome gives a toolbar popup (entrypoints/popup: 420×580). */
const POPUP_SIZE = { width: 420, height: 580 };
const TODAY = '2030-03-04';
/** Sahih Muslim, Book 45, Hadith 6644 (“One is not strong because of one's wrestling…”): short enough to show whole. */
const DAY_HADITH_QUERY = 'strong wrestling anger';
const DAY_HADITH_ID = 2664400;
const SEARCH_QUERY = 'intentions';
const SCHEMES = ['light', 'dark'] as const;
const LAPTOP_SIZE = { width: 1366, height: 657 };
const DAY_MS = 24 * 60 * 60 * 1000;
/** The reader at a laptop's window and a phone's width. */
const READER_SIZES = [
  ['1366x657', { width: 1366, height: 657 }],
  ['360', { width: 360, height: 740 }],
] as const;
/** The welcome page at a laptop's window and a phone's: the key's field in the first screen. */
const WELCOME_SIZES = [
  ['1366x657', { width: 1366, height: 657 }],
  ['360', { width: 360, height: 640 }],
] as const;
/** Shaped like a production key (41 characters), so the options show no format warning. */
const SAMPLE_KEY = `sk_mumin_${'0123456789abcdef'.repeat(2)}`;

/** The hadith as the extension holds it, read from the service by the extension's own parser. */
async function hadithFromService(server: RunningServer, apiKey: string, query: string, id: number) {
  const url = `${server.url}/v1/hadiths/search?q=${encodeURIComponent(query)}&language=en`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${apiKey}` } });
  const hadith = parseSearchPage(await response.json(), 'en').hadiths.find((h) => h.id === id);
  if (hadith === undefined) throw new Error(`the service has no hadith ${id} for “${query}”`);
  return hadith;
}

/** Sahih al-Bukhari 1 in `language`, as the extension holds it: the hadith the demo explains. */
async function firstOfBukhari(server: RunningServer, apiKey: string, language: string) {
  const url = `${server.url}/v1/hadiths?collection=bukhari&hadithNumber=1&limit=1&language=${language}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${apiKey}` } });
  const [hadith] = parseSearchPage(await response.json(), language).hadiths;
  if (hadith === undefined) throw new Error('the service has no Sahih al-Bukhari 1');
  return hadith;
}

/** Waits for the bundled fonts, then saves the page (or `png`, composed) as the store's image. */
async function save(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${name}.png`),
    animations: 'disabled',
    caret: 'hide',
  });
}

/** The popup as the toolbar shows it: its own size, centred on a quiet backdrop of the store's size. */
async function savePopup(popup: Page, backdrop: Page, name: string, scheme: 'light' | 'dark') {
  await popup.evaluate(() => document.fonts.ready);
  const image = await popup.screenshot({ animations: 'disabled', caret: 'hide' });
  await backdrop.setViewportSize(STORE_SIZE);
  await backdrop.setContent(`<!doctype html>
    <body style="margin:0;height:100vh;display:grid;place-items:center;background:${
      scheme === 'light' ? '#e9e5db' : '#0b0e0d'
    }">
      <img alt="" src="data:image/png;base64,${image.toString('base64')}"
        style="width:${POPUP_SIZE.width}px;height:${POPUP_SIZE.height}px;border-radius:10px;
        box-shadow:0 2px 6px rgb(0 0 0 / 18%),0 18px 48px rgb(0 0 0 / 22%)">
    </body>`);
  await expect(backdrop.locator('img')).toHaveJSProperty('complete', true);
  await backdrop.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`store screenshots (${locale})`, () => {
    test.use({ browserLanguage: locale });

    test.describe(() => {
      // The fake clock lasts as long as the browser: one of its own.
      test.use({ freshBrowser: true });

      test(`the new tab with the hadith of the day (${locale})`, async ({
        page,
        context,
        server,
        apiKey,
        extensionId,
        configure,
      }) => {
        await context.clock.install({ time: new Date(`${TODAY}T09:00:00`) });
        await configure({ rotation: 'daily' });
        const hadith = await hadithFromService(server, apiKey, DAY_HADITH_QUERY, DAY_HADITH_ID);
        // Next in the plan the first paint reads: the first tab of the day makes it the day's hadith.
        const plan: NewTabPlan = {
          rotation: 'daily',
          language: 'en',
          upcoming: [{ hadith, source: 'pool', language: 'en', favourite: false, notice: null }],
          daily: null,
        };
        await page.goto(`chrome-extension://${extensionId}/options.html`);
        await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
          STORED_PLAN_KEY,
          JSON.stringify(plan),
        ] as const);

        const newTab = new NewTabPage(page);
        await page.setViewportSize(STORE_SIZE);
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          await newTab.goto();
          // Selectors and texts that hold in every interface language.
          await expect(newTab.arabic()).toHaveText(hadith.arabicText);
          await expect(newTab.translation()).toHaveText(hadith.translation ?? '');
          await expect(newTab.reference()).toContainText('6644');
          await expect(newTab.serviceNotice()).toHaveCount(0);
          await expect(page.locator('.actions button')).toHaveCount(7);
          await save(page, `newtab-${scheme}-${locale}`);
        }
      });
      test(`a review on the new tab, hidden and shown, and the review page (${locale})`, async ({
        page,
        context,
        server,
        apiKey,
        extensionId,
        configure,
      }) => {
        const now = new Date(`${TODAY}T09:00:00`).getTime();
        await context.clock.install({ time: now });
        await configure();
        const due = await hadithFromService(server, apiKey, DAY_HADITH_QUERY, DAY_HADITH_ID);
        const search = await fetch(
          `${server.url}/v1/hadiths/search?q=${SEARCH_QUERY}&language=en&limit=8`,
          { headers: { Authorization: `Bearer ${apiKey}` } },
        );
        const others = parseSearchPage(await search.json(), 'en').hadiths;
        await page.goto(`chrome-extension://${extensionId}/options.html`);
        // Learnt a month ago, never answered: the first due. The others answered over the month,
        // at fixed times, so the counts and the chart are the same every run.
        await askBackground(page, 'learnHadith', { hadith: due, at: now - 30 * DAY_MS });
        for (const [index, hadith] of others.entries()) {
          let at = now - (20 + index) * DAY_MS;
          await askBackground(page, 'learnHadith', { hadith, at });
          for (let answer = 0; answer <= index % 4; answer++) {
            const rating = index === 5 && answer === 0 ? 1 : 3;
            await askBackground(page, 'answerReview', {
              id: hadith.id,
              rating,
              at,
              day: localDay(at),
            });
            at += (answer + 1) * 2 * DAY_MS;
          }
        }
        const plan = await askBackground(page, 'newTabShown', {
          shown: null,
          dailyFor: null,
          today: TODAY,
        });
        const newTab = new NewTabPage(page);
        await page.setViewportSize(LAPTOP_SIZE);
        for (const scheme of SCHEMES) {
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
            STORED_PLAN_KEY,
            JSON.stringify(plan),
          ] as const);
          await page.evaluate((key) => localStorage.removeItem(key), TALLY_KEY);
          await page.emulateMedia({ colorScheme: scheme });
          await newTab.goto();
          // Selectors that hold in every interface language.
          await expect(newTab.reference()).toContainText('6644');
          await expect(page.locator('.review-kicker')).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1366);
          await save(page, `review-hidden-${scheme}-${locale}`);
          await page.keyboard.press('Space');
          await expect(page.locator('.review-answer')).toHaveCount(4);
          await expect(newTab.arabic()).toHaveText(due.arabicText);
          await page.locator('.review-answer').nth(2).blur();
          await save(page, `review-shown-${scheme}-${locale}`);
        }
        await page.goto(`chrome-extension://${extensionId}/review.html`);
        await expect(page.locator('.review-item')).toHaveCount(others.length + 1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1366);
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          await save(page, `review-page-${scheme}-${locale}`);
        }
      });
    });

    test(`the popup with search results (${locale})`, async ({
      page,
      context,
      extensionId,
      configure,
    }) => {
      await configure();
      const popup = new PopupPage(page, extensionId);
      await page.setViewportSize(POPUP_SIZE);
      await popup.goto();
      // Selectors that hold in every interface language.
      await page.locator('#query').fill(SEARCH_QUERY);
      await page.locator('#query').press('Enter');
      await expect(popup.results()).toHaveCount(20);
      await expect(popup.marks().first()).toHaveText(/intention/i);
      await expect(popup.pageStatus()).toContainText('32');
      // No focus ring in the picture.
      await page.locator('#query').blur();
      const backdrop = await context.newPage();
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await popup.page.mouse.move(0, 0);
        await savePopup(page, backdrop, `popup-${scheme}-${locale}`, scheme);
      }
    });

    test.describe(() => {
      // The demo's hand-written explanations of Sahih al-Bukhari 1, in English and Arabic.
      test.use({ serverOptions: { explanations: DEMO_EXPLANATIONS } });

      test(`an explanation on the new tab and in the popup, and a search by meaning (${locale})`, async ({
        page,
        context,
        server,
        apiKey,
        extensionId,
        configure,
      }) => {
        test.setTimeout(240_000);
        await server.ready('en', { meaning: true });
        await configure({ language: locale, explanationCostSaid: true });
        const hadith = await firstOfBukhari(server, apiKey, locale);
        const plan: NewTabPlan = {
          rotation: 'every-tab',
          language: locale,
          upcoming: [{ hadith, source: 'pool', language: locale, favourite: false, notice: null }],
          daily: null,
        };
        const newTab = new NewTabPage(page);
        await page.goto(`chrome-extension://${extensionId}/options.html`);
        await page.setViewportSize(LAPTOP_SIZE);
        for (const scheme of SCHEMES) {
          await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
            STORED_PLAN_KEY,
            JSON.stringify(plan),
          ] as const);
          await page.emulateMedia({ colorScheme: scheme });
          await newTab.goto();
          await expect(newTab.arabic()).toHaveText(hadith.arabicText);
          await page.locator('body').press('e');
          await expect(page.locator('.explanation-parts h3')).toHaveCount(6);
          await expect(page.locator('dialog')).toContainText('sample text written by hand');
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1366);
          await page.locator('dialog button').first().blur();
          await save(page, `explanation-newtab-${scheme}-${locale}`);
        }

        const popup = new PopupPage(page, extensionId);
        const backdrop = await context.newPage();
        await page.setViewportSize(POPUP_SIZE);
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          await popup.goto();
          await page.locator('#query').fill('bukhari 1');
          await page.locator('#query').press('Enter');
          await page.locator('.reference-list li button[aria-haspopup="dialog"]').click();
          await expect(page.locator('.explanation-parts h3')).toHaveCount(6);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(420);
          await page.locator('dialog button').first().blur();
          await savePopup(page, backdrop, `explanation-popup-${scheme}-${locale}`, scheme);
        }

        // Search by meaning, in English: the local service learns its space per language.
        await configure({ language: 'en' });
        for (const scheme of SCHEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          await popup.goto();
          await page.locator('#query').fill('being good to parents');
          await page.locator('#language').selectOption('en');
          await page.locator('input[name="search-mode"][value="meaning"]').check();
          await page.locator('#query').press('Enter');
          await expect(popup.results()).toHaveCount(20);
          await page.locator('#query').blur();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(420);
          await savePopup(page, backdrop, `meaning-popup-${scheme}-${locale}`, scheme);
        }
      });
    });

    test(`the reader and a collection's contents, at a laptop's size and a phone's (${locale})`, async ({
      page,
      extensionId,
      configure,
    }) => {
      await configure();
      const reader = new ReaderPage(page, extensionId);
      for (const [name, size] of READER_SIZES) {
        await page.setViewportSize(size);
        // Sahih al-Bukhari's first book, opened at its first hadith, under the book's title.
        await reader.goto('?c=bukhari&b=1&h=1&id=1000100');
        await expect(reader.hadiths()).toHaveCount(7);
        await expect(page.locator('li[aria-current="true"]')).toBeFocused();
        // Nothing wider than the window: no sideways scroll at any size.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
        await save(page, `reader-${name}-${locale}`);
        // The collection's contents, from the reader's header.
        await reader.goto('?c=bukhari');
        await expect(page.locator('.contents-list > li')).toHaveCount(97);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
        await save(page, `contents-${name}-${locale}`);
      }
    });

    test.describe(() => {
      // storage.sync, which a shared browser's reset leaves as it is, is written here.
      test.use({ freshBrowser: true });

      test(`the sync status, and a note's earlier versions on the favourites page (${locale})`, async ({
        page,
        server,
        apiKey,
        extensionId,
        serviceWorker,
        configure,
      }) => {
        await configure();
        await page.setViewportSize(LAPTOP_SIZE);
        const options = new OptionsPage(page, extensionId);
        await options.goto();
        const hadith = await hadithFromService(server, apiKey, DAY_HADITH_QUERY, DAY_HADITH_ID);
        const [earlier, later] =
          locale === 'ar'
            ? ['قرأناه في حلقة الجمعة', 'قرأناه في حلقة الجمعة، ثم حفظه ابني']
            : [
                'Read at the Friday circle',
                'Read at the Friday circle; my son has it by heart now',
              ];
        await askBackground(page, 'setFavourite', { hadith, favourite: true });
        await askBackground(page, 'setFavouriteNote', { id: hadith.id, note: later });

        // Sync on: the status says where the records are kept, and when they reach other browsers.
        await options.goto();
        await page.locator('#sync-heading ~ label input[type="checkbox"]').check();
        await expect(page.locator('#sync-status')).toContainText(/\S/);
        await expect
          .poll(() =>
            serviceWorker.evaluate((key) => chrome.storage.sync.get(key), `f:${hadith.id}`),
          )
          .not.toEqual({});
        // Synced at a fixed time, so the picture is the same on every run.
        await serviceWorker.evaluate(
          async (at) => {
            const { syncStatus } = await chrome.storage.local.get('syncStatus');
            await chrome.storage.local.set({
              syncStatus: { ...(syncStatus as object), lastSyncedAt: at },
            });
          },
          new Date(`${TODAY}T09:30:00`).getTime(),
        );
        await options.goto();
        await page.evaluate(() => document.getElementById('sync-heading')!.scrollIntoView());
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          LAPTOP_SIZE.width,
        );
        await save(page, `sync-status-${locale}`);

        // A version another browser's later edit replaced, as sync keeps it.
        await serviceWorker.evaluate(
          async ({ key, note, at }) => {
            const record = (await chrome.storage.sync.get(key))[key] as object;
            await chrome.storage.sync.set({ [key]: { ...record, history: [{ note, at }] } });
          },
          { key: `f:${hadith.id}`, note: earlier, at: new Date('2026-11-28T18:20:00').getTime() },
        );
        await page.goto(`chrome-extension://${extensionId}/favourites.html`);
        const versions = page.locator('details.note-versions');
        await expect(versions).toHaveCount(1);
        await versions.locator('summary').click();
        await expect(versions).toContainText(earlier);
        await versions.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          LAPTOP_SIZE.width,
        );
        await save(page, `favourites-earlier-notes-${locale}`);
      });
    });

    test(`the welcome page, its form in the first screen at a laptop's size and a phone's (${locale})`, async ({
      page,
      extensionId,
      serviceWorker,
    }) => {
      // The bundled collection's first hadith, every run: the page draws one at random.
      await serviceWorker.evaluate(() => {
        const saved = Math.random;
        Math.random = () => 0;
        setTimeout(() => (Math.random = saved), 5_000);
      });
      for (const [name, size] of WELCOME_SIZES) {
        await page.setViewportSize(size);
        await page.goto(`chrome-extension://${extensionId}/welcome.html`);
        await expect(page.locator('article p[lang="ar"]')).not.toBeEmpty();
        const field = await page.locator('#api-key').boundingBox();
        expect(field, 'the key field').not.toBeNull();
        expect(
          field!.y + field!.height,
          'the key field ends in the first screen',
        ).toBeLessThanOrEqual(size.height);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(size.width);
        await save(page, `welcome-${name}-${locale}`);
      }
    });

    test(`the options (${locale})`, async ({ page, extensionId, serviceWorker }) => {
      // A key, and the production addresses: nothing in the picture varies from run to run.
      await serviceWorker.evaluate((apiKey) => chrome.storage.local.set({ apiKey }), SAMPLE_KEY);
      const options = new OptionsPage(page, extensionId);
      await page.setViewportSize(STORE_SIZE);
      await options.goto();
      // Selectors that hold in every interface language.
      await expect(page.locator('#api-key')).toHaveValue(SAMPLE_KEY);
      await expect(page.locator('#api-key-warning')).toHaveCount(0);
      await expect(page.locator('#api-base-url')).toHaveValue('https://api.hadith.mumin.ink');
      for (const scheme of SCHEMES) {
        await page.emulateMedia({ colorScheme: scheme });
        await save(page, `options-${scheme}-${locale}`);
      }
    });
  });
}
