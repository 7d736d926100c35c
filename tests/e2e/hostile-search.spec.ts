import type { Page } from '@playwright/test';
import { HOSTILE_TEXT } from '../../server/faults/kinds';
import { expect, searchRequests, test } from './fixtures';
import {
  expectInert,
  expectIsolated,
  expectLeftToRight,
  expectReferenceInOrder,
  faultsOf,
  watchForInjectedElements,
} from './hostile-checks';
import { NewTabPage } from './pages/new-tab-page';
import { PopupPage } from './pages/popup-page';
import { recordResilience } from './resilience';

test.use({ serverOptions: { faults: true } });

/** The first result's texts, snippet or whole. */
function firstResult(page: Page) {
  const result = page.locator('ol > li').first();
  return {
    reference: result.locator('.reference'),
    arabic: result.locator('p.arabic'),
    translation: result.locator('p.translation'),
    marks: result.locator('mark'),
    toggle: result.getByRole('button', { name: /full hadith|Show less/ }),
    copy: result.getByRole('button', { name: /^Copy/ }),
  };
}

test('hostile search results stay text in the popup, its snippets and full hadiths, and the results page', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack:
      'Search results whose texts and names hold <script>, <img onerror>, a javascript: link and open bidi overrides',
    userSees:
      'the markup as literal text in snippets, marks and full hadiths; the reference line in order',
    requests: 'one per page searched, as usual',
    dataKept: 'the search cache holds the texts as sent; nothing runs when it serves them again',
  });
  faultsOf(server).share('hostile-content', 1, { route: 'search' });
  await watchForInjectedElements(page);
  await configure();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('patience');

  const result = firstResult(page);
  await expect(result.reference).toContainText(HOSTILE_TEXT);
  // The snippet marks the query's word inside the hostile text, and nothing else becomes markup.
  await expect(result.marks.first()).toHaveText('patience');
  await expect(result.translation).toContainText('<script>window.__pwned = 1');
  await expectInert(page);
  await expectReferenceInOrder(result.reference);
  await expectIsolated([result.arabic, result.translation]);
  await expectLeftToRight([result.toggle, result.copy]);

  await result.toggle.click();
  await expect(result.toggle).toHaveText('Show less');
  await expect(result.translation).toHaveText(HOSTILE_TEXT);
  await expect(result.arabic).toHaveText(HOSTILE_TEXT);
  await expectInert(page);

  // The results page, from the address bar: the same page comes from the cache.
  const searches = searchRequests(server);
  const results = await page.context().newPage();
  await watchForInjectedElements(results);
  await results.goto(`chrome-extension://${extensionId}/results.html?q=patience&language=en`);
  const onResults = firstResult(results);
  await expect(onResults.reference).toContainText(HOSTILE_TEXT);
  await onResults.toggle.click();
  await expect(onResults.translation).toHaveText(HOSTILE_TEXT);
  await expectInert(results);
  await expectReferenceInOrder(onResults.reference);
  expect(await results.title()).toBe('patience · Hadith search');
  // A refill of the new tab's pool may come meanwhile; a search may not.
  expect(searchRequests(server) - searches).toBe(0);
});

test('a 100,000-character hadith keeps every page’s layout: no sideways scroll, buttons in reach', async ({
  page,
  context,
  server,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack:
      'A hadith whose every text and name is 100,000 characters long, markup and overrides included',
    userSees:
      'the text wrapped and scrolled within its panel; the buttons in view; the popup keeps its size',
    requests: 'as usual',
    dataKept: 'everything; the long texts are stored whole',
  });
  // Words, as a service might send: a spaceless run of Arabic takes Chromium minutes to shape.
  const text = 'patience <b>صبر</b>\u202E ';
  const huge = { kind: 'hostile-content', text, length: 100_000, records: 1 } as const;
  faultsOf(server).share(huge, 1);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await configure();

  const popup = new PopupPage(page, extensionId);
  await page.setViewportSize({ width: 420, height: 580 });
  await popup.goto();
  await popup.search('patience');
  const result = firstResult(page);
  await expect(result.arabic).toContainText('patience <b>صبر</b>');
  await result.toggle.click();
  await expect(result.toggle).toHaveText('Show less');
  expect((await result.arabic.textContent())!.length).toBe(100_000);
  await expectInert(page);
  expect(
    await page.evaluate(() => [document.body.offsetWidth, document.body.offsetHeight]),
  ).toEqual([420, 580]);
  await expect(popup.page.getByRole('button', { name: 'Search', exact: true })).toBeInViewport();
  await result.copy.click();
  // "Copied" shows for a moment only: the clipboard says it surely.
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain(`patience <b>صبر</b>\u202E patience`);

  const newTab = new NewTabPage(await context.newPage());
  await expect
    .poll(async () => {
      await newTab.goto();
      return (await newTab.arabic().textContent())?.length;
    })
    .toBe(100_000);
  await expectInert(newTab.page);
  for (const button of [newTab.anotherHadith(), newTab.copy(), newTab.favourite()]) {
    await expect(button).toBeInViewport();
  }
  await newTab.copy().click();
  await expect(newTab.status()).toHaveText('Copied with its reference');
  await newTab.favourite().click();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
});

test('omnibox suggestions of hostile hadiths kept on this device are well-formed, escaped XML', async ({
  page,
  server,
  serviceWorker,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack:
      'Cached search results holding markup, a bell character and bidi controls, then suggested by the omnibox',
    userSees:
      'suggestions whose text shows the markup literally; only the omnibox’s own styling tags',
    requests: 'one search; suggestions come from this device',
    dataKept: 'the cache, unchanged',
  });
  const text = `${HOSTILE_TEXT} \u0007 ]]> &#x41;`;
  faultsOf(server).share({ kind: 'hostile-content', text }, 1, { route: 'search' });
  await configure();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('patience');
  await expect(firstResult(page).reference).toContainText('<script>');
  const searches = searchRequests(server);

  const suggestions = await serviceWorker.evaluate(
    (typed) =>
      new Promise<{ content: string; description: string }[]>((resolve) => {
        const event = chrome.omnibox.onInputChanged as unknown as {
          dispatch(text: string, suggest: (found: never[]) => void): void;
        };
        event.dispatch(typed, resolve);
      }),
    'patience',
  );
  const hostile = suggestions.filter((s) => s.description.includes('pwned'));
  expect(hostile.length).toBeGreaterThan(0);
  for (const { description } of hostile) {
    const tags = description.match(/<[^>]*>/g) ?? [];
    expect(new Set(tags)).toEqual(new Set(['<dim>', '</dim>', '<match>', '</match>']));
    expect(description).toContain('&lt;script&gt;');
    // Chrome parses the description as XML: it must be well-formed, with no character XML forbids.
    const parsed = await page.evaluate(
      (xml) =>
        new DOMParser()
          .parseFromString(`<root>${xml}</root>`, 'text/xml')
          .querySelector('parsererror')?.textContent ?? null,
      description,
    );
    expect(parsed).toBeNull();
  }
  expect(searchRequests(server)).toBe(searches);
});

test('100,000 Arabic letters without a space are laid out at once, not after a frozen minute', async ({
  page,
  context,
  server,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack: 'A hadith whose texts and name are 100,000 Arabic letters without a space',
    userSees:
      'the text wrapped within its panel, a space shown after every 100 letters; the page answers; the buttons in view',
    requests: 'as usual',
    dataKept: 'the text stored whole; copied whole',
  });
  const run = { kind: 'hostile-content', text: 'ص', length: 100_000, records: 1 } as const;
  faultsOf(server).share(run, 1);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await configure();

  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('patience');
  const result = firstResult(page);
  await result.toggle.click();
  await expect(result.toggle).toHaveText('Show less');
  await expect(result.arabic).toHaveText(/^ص{100} ص{100} /);
  await expectInert(page);
  await result.copy.click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain(`\n\n${'ص'.repeat(100_000)}\n\n`);

  const newTab = new NewTabPage(await context.newPage());
  // Tabs until the pool brings it, each a page load: seconds on a loaded machine.
  await expect
    .poll(
      async () => {
        await newTab.goto();
        return (await newTab.arabic().textContent())?.replaceAll(' ', '').length;
      },
      { timeout: 30_000 },
    )
    .toBe(100_000);
  await expectInert(newTab.page);
  for (const button of [newTab.anotherHadith(), newTab.copy(), newTab.favourite()]) {
    await expect(button).toBeInViewport();
  }
});
