import type { Page } from '@playwright/test';
import { expect, searchRequests, test } from './fixtures';
import { adopted, APP_START_MARK, appStartAndFirstPaint } from './first-paint';
import { PopupPage } from './pages/popup-page';

const FIRST_PAGE = /^Page 1 of \d+ · [\d,]+ results$/;
/** "All collections" and the local service's ten. */
const COLLECTION_OPTIONS = 11;

/**
 * The popup's and the results page's first paint is their components' own
 * render (entrypoints/popup/page.tsx, results/page.tsx), from the page kept in
 * localStorage: the first result painted is the one still shown, and the
 * model started (the background was asked) only once that paint was on screen.
 */
async function expectPaintedFromCopy(page: Page): Promise<void> {
  expect(await adopted(page, 'search-results', 'ol > li .reference')).toBe(true);
  const { appStart, firstPaint } = await appStartAndFirstPaint(page);
  expect(appStart).toBeGreaterThanOrEqual(firstPaint);
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

test('the popup reopens on its last search, its page painted from the copy kept, before the background is asked', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = await popupAfterSearch(page, extensionId, 'intentions');

  for (const shownPage of [1, 2]) {
    if (shownPage === 2) await popup.next();
    // Waits for the page asked for: read while Next's answer is on its way, the
    // status would still name page 1, and the reopened popup page 2.
    await expect(popup.pageStatus()).toHaveText(new RegExp(`^Page ${shownPage} of`));
    const status = await popup.pageStatus().innerText();
    const references = await popup.references();
    const searches = searchRequests(server);

    await popup.goto();
    await expectPaintedFromCopy(page);
    await expect(popup.pageStatus()).toHaveText(status);
    expect(await popup.references()).toEqual(references);
    await expect(popup.queryBox()).toBeFocused();
    expect(searchRequests(server)).toBe(searches);
  }
});

/** The search pages the extension's localStorage keeps, by key, in the index's order. */
async function keptPages(page: Page): Promise<{ index: string[]; entries: string[] }> {
  return page.evaluate(() => ({
    index: JSON.parse(localStorage.getItem('hadith-lookup:search-pages') ?? '[]') as string[],
    entries: Object.keys(localStorage)
      .filter((key) => key.startsWith('hadith-lookup:search-page:'))
      .sort(),
  }));
}

test('one page is kept, the last shown; pages an earlier version kept beside it go once the popup opens', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = await popupAfterSearch(page, extensionId, 'intentions');
  await popup.next();
  await expect(popup.pageStatus()).toHaveText(/^Page 2 of/);
  const last = 'intentions|en|2|20';
  const onlyLast = { index: [last], entries: [`hadith-lookup:search-page:${last}`] };
  await expect.poll(() => keptPages(page)).toEqual(onlyLast);

  // An earlier version kept four pages: three older ones beside it, as it left them.
  await page.evaluate((newest) => {
    const kept = localStorage.getItem(`hadith-lookup:search-page:${newest}`)!;
    const older = ['honey|en|1|20', 'siwak|en|1|20', 'fasting|en|1|20'];
    for (const other of older) localStorage.setItem(`hadith-lookup:search-page:${other}`, kept);
    localStorage.setItem('hadith-lookup:search-pages', JSON.stringify([newest, ...older]));
  }, last);
  await popup.goto();
  await expectPaintedFromCopy(page);
  await expect(popup.pageStatus()).toHaveText(/^Page 2 of/);
  await expect.poll(() => keptPages(page)).toEqual(onlyLast);
});

test('what is typed and Entered the moment the popup appears, before its model starts, is searched, with no reload', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = await popupAfterSearch(page, extensionId, 'intentions');
  const searchesBefore = searchRequests(server);

  // As soon as the field is in the page: type a query into it, and Enter.
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

  await page.goto(
    `chrome-extension://${extensionId}/results.html?q=siwak&language=en&hadith=${id}`,
  );
  await expectPaintedFromCopy(page);
  await expect(results.results().nth(1).getByRole('button', { name: 'Show less' })).toBeVisible();
  await expect(page).toHaveTitle('siwak · Hadith search');
  // Painted from the copy: the service was not asked again.
  expect(searchRequests(server)).toBe(requests);
});
