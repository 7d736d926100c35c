import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

/**
 * A headless browser has no address bar and no native context menu: these
 * tests fire the browser's own events in the service worker
 * (`chrome.omnibox.onInputChanged.dispatch` and the like), which runs the
 * listeners the extension registered exactly as the browser would.
 */

interface Suggestion {
  content: string;
  description: string;
}

function omniboxSuggestions(worker: Worker, text: string): Promise<Suggestion[]> {
  return worker.evaluate(
    (typed) =>
      new Promise<Suggestion[]>((resolve) => {
        const event = chrome.omnibox.onInputChanged as unknown as {
          dispatch(text: string, suggest: (found: Suggestion[]) => void): void;
        };
        event.dispatch(typed, resolve);
      }),
    text,
  );
}

test('the omnibox keyword suggests hadiths from this device, and Enter opens the results', async ({
  context,
  serviceWorker,
  extensionId,
  configure,
}) => {
  await configure();
  const suggestions = await omniboxSuggestions(serviceWorker, 'patience');
  expect(suggestions.length).toBeGreaterThan(0);
  expect(suggestions[0]?.content).toMatch(/^patience #\d+$/);
  expect(suggestions[0]?.description).toMatch(
    /<dim>.+ · Book \d+ · Hadith \d+( \(sunnah\.com: \u2068?\d+[a-z]*\u2069?\))?<\/dim>/,
  );
  expect(suggestions[0]?.description).toMatch(/<match>patience<\/match>/i);

  const opened = context.waitForEvent('page');
  await serviceWorker.evaluate((text) => {
    const event = chrome.omnibox.onInputEntered as unknown as {
      dispatch(text: string, disposition: string): void;
    };
    event.dispatch(text, 'newForegroundTab');
  }, suggestions[0]!.content);
  const results = new PopupPage(await opened, extensionId);

  await expect(results.page).toHaveURL(/\/results\.html\?q=patience&language=en&hadith=\d+$/);
  await expect(results.pageStatus()).toHaveText(/^Page 1 of \d+ · [\d,]+ results$/);
  await expect(results.queryBox()).toHaveValue('patience');
  await results.next();
  await expect(results.pageStatus()).toHaveText(/^Page 2 of \d+ · [\d,]+ results$/);
  await expect(results.page).toHaveURL(/[?&]page=2(&|$)/);
});

test('“Search hadiths for …” on selected text opens the results', async ({
  context,
  page,
  serviceWorker,
  extensionId,
  configure,
}) => {
  await configure();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  const tab = await serviceWorker.evaluate(
    async () => (await chrome.tabs.query({ active: true }))[0],
  );

  const opened = context.waitForEvent('page');
  await serviceWorker.evaluate((openerTab) => {
    const event = chrome.contextMenus.onClicked as unknown as {
      dispatch(info: chrome.contextMenus.OnClickData, tab?: chrome.tabs.Tab): void;
    };
    const info = {
      menuItemId: 'search-selection',
      selectionText: '  the  siwak ',
      editable: false,
    };
    event.dispatch(info as chrome.contextMenus.OnClickData, openerTab);
  }, tab);
  const results = new PopupPage(await opened, extensionId);

  await expect(results.page).toHaveURL(/\/results\.html\?q=the\+siwak&language=en$/);
  await expect(results.pageStatus()).toHaveText(/^Page 1 of \d+ · [\d,]+ results$/);
  await expect(results.marks().first()).toBeVisible();
});
