import type { Page } from '@playwright/test';
import { expect, searchRequests, test } from './fixtures';
import {
  adopted,
  APP_START_MARK,
  appStartAndFirstPaint,
  canonical,
  firstPaint,
  recordFirstPaint,
} from './first-paint';
import { PopupPage } from './pages/popup-page';

const FIRST_PAGE = /^Page 1 of \d+ · [\d,]+ results$/;
/** "All collections" and the local service's ten. */
const COLLECTION_OPTIONS = 11;

/**
 * `#app` in the canonical form, once the app has taken it over. The stars are
 * compared without `disabled`: painted (and first rendered) disabled until the
 * background says whether each hadith is starred, they are enabled then.
 */
async function takenOver(page: Page, html: string): Promise<string[]> {
  return (await canonical(page, html)).map((line) =>
    line.startsWith('BUTTON[') && line.includes('aria-pressed=')
      ? line.replace(/ ?disabled= ?/, ' ').replace('[ ', '[')
      : line,
  );
}

/** Waits until the app has taken the page over: its stars have heard from the background. */
async function appRunning(popup: PopupPage): Promise<void> {
  await expect(
    popup
      .results()
      .first()
      .getByRole('button', { name: /Favourite/ }),
  ).toBeEnabled();
}

async function expectPaintedAsRun(page: Page, popup: PopupPage): Promise<void> {
  const painted = await firstPaint(page);
  expect(painted, 'the paint script painted the search').toBeDefined();
  await appRunning(popup);
  const running = await page.locator('#app').innerHTML();
  expect(await takenOver(page, running)).toEqual(await takenOver(page, painted!));
  // The first result painted is the one still shown: the component adopted it.
  expect(await adopted(page, 'search-results', 'ol > li .reference')).toBe(true);
  // Its module was loaded only once that paint was on screen.
  const { appStart, firstPaint: shown } = await appStartAndFirstPaint(page);
  expect(appStart).toBeGreaterThanOrEqual(shown);
}

/** Whether every page kept for a first paint holds its results' cuts. */
function everyKeptPageCut(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('hadith-lookup:search-page:'))
      .every((key) => 'snippets' in (JSON.parse(localStorage.getItem(key)!) as object)),
  );
}

/** The popup, once it has shown the first page of `query`: the search it reopens on. */
async function popupAfterSearch(page: Page, extensionId: string, query: string) {
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search(query);
  await expect(popup.pageStatus()).toHaveText(FIRST_PAGE);
  await expect(page.locator('#collection option')).toHaveCount(COLLECTION_OPTIONS);
  return popup;
}

test('the popup paints its last search, as shown, before its scripts run; the app takes it over', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = await popupAfterSearch(page, extensionId, 'intentions');
  await recordFirstPaint(page);

  for (const shownPage of [1, 2]) {
    if (shownPage === 2) await popup.next();
    // Waits for the page asked for: read while Next's answer is on its way, the
    // status would still name page 1, and the reopened popup page 2.
    await expect(popup.pageStatus()).toHaveText(new RegExp(`^Page ${shownPage} of`));
    const status = await popup.pageStatus().innerText();
    const references = await popup.references();
    // Each page shown keeps its results' cuts (lib/search/snippets.ts), which the paint reads.
    await expect.poll(() => everyKeptPageCut(page)).toBe(true);

    await popup.goto();
    await expectPaintedAsRun(page, popup);
    await expect(popup.pageStatus()).toHaveText(status);
    expect(await popup.references()).toEqual(references);
    await expect(popup.queryBox()).toBeFocused();
  }
});

test('what is typed and Entered on the painted popup, before its scripts run, is searched, with no reload', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = await popupAfterSearch(page, extensionId, 'intentions');
  const searchesBefore = searchRequests(server);

  // As soon as popup-paint.js has drawn the page: type a query into the field, and Enter.
  await page.addInitScript((appStartMark) => {
    const observer = new MutationObserver(() => {
      const field = document.querySelector<HTMLInputElement>('#query');
      if (field === null) return;
      observer.disconnect();
      const early = window as unknown as { appStarted: boolean; opened: number };
      early.opened = ((early.opened as number | undefined) ?? 0) + 1;
      early.appStarted = performance.getEntriesByName(appStartMark).length > 0;
      field.value = 'honey';
      field.dispatchEvent(new InputEvent('input', { bubbles: true }));
      field.form!.requestSubmit();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, APP_START_MARK);
  await popup.goto();
  await expect(popup.pageStatus()).toHaveText('Page 1 of 6 · 104 results');
  await expect(popup.queryBox()).toHaveValue('honey');
  const early = await page.evaluate(() => {
    const { appStarted, opened } = window as unknown as { appStarted: boolean; opened: number };
    return { appStarted, opened };
  });
  // The painted form was not sent as a form: the page was opened once, at its own address.
  expect(early).toEqual({ appStarted: false, opened: 1 });
  expect(new URL(page.url()).search).toBe('');
  expect(searchRequests(server)).toBe(searchesBefore + 1);
});

test('the results page paints its address’s search, expanded as asked, when it was shown lately', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  const results = new PopupPage(page, extensionId);
  await page.goto(`chrome-extension://${extensionId}/results.html?q=siwak&language=en`);
  await expect(results.pageStatus()).toHaveText('Page 1 of 3 · 50 results');
  // The service's collections, kept for the next paint once it has listed them.
  await expect(page.locator('#collection option')).toHaveCount(COLLECTION_OPTIONS);
  // Picked from the address bar's suggestions: the second result, shown whole.
  const second = await results.results().nth(1).locator('article').getAttribute('class');
  expect(second).toContain('hadith-result');
  const id = (await results.results().nth(1).locator('.hadith-text').getAttribute('id'))!.match(
    /^result-(\d+)-text$/,
  )![1];
  const requests = searchRequests(server);

  await recordFirstPaint(page);
  await page.goto(
    `chrome-extension://${extensionId}/results.html?q=siwak&language=en&hadith=${id}`,
  );
  await expectPaintedAsRun(page, results);
  await expect(results.results().nth(1).getByRole('button', { name: 'Show less' })).toBeVisible();
  await expect(page).toHaveTitle('siwak · Hadith search');
  // Painted from the copy, taken over as painted: the service was not asked again.
  expect(searchRequests(server)).toBe(requests);
});
