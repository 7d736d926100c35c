import { expect, test } from './fixtures';
import { focusedStop, tabTo, walkTabOrder } from './keyboard';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';

/**
 * Every page by keyboard alone: each control is reached in reading order,
 * has a name, shows a focus ring that contrasts, and works; focus is never
 * trapped, and the page's own shortcuts leave text fields alone.
 */

test('the new tab: Tab reaches the text and every action, which Enter and Space work', async ({
  page,
  context,
  configure,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();

  // A hadith too long for the window says so, with a cue after its text (lib/new-tab/page/fit.ts).
  const cue = page.getByRole('button', { name: /^Continue reading/ });
  // A hadith the service gives no book number has no book to read it in (lib/reader/link.ts).
  const book = page.getByRole('link', { name: 'Read in its book' });
  const collection = await newTab.reference().locator('a').innerText();
  const order = [
    // The hadith's text, which scrolls when it is long.
    'text',
    ...((await cue.isVisible()) ? ['button "Continue reading"'] : []),
    // Under the text: the reference, its collection's name opening the contents.
    `link "${collection}"`,
    ...((await book.isVisible()) ? ['link "Read in its book"'] : []),
    'button "Previous hadith"',
    'button "Another hadith"',
    'button "Copy"',
    'button "Add to favourites"',
    'button "Learn"',
    'button "Share"',
    'button "Explain"',
    'link "Favourites"',
    'link "Options"',
  ];
  expect(await walkTabOrder(page)).toEqual(order);
  // Shift+Tab walks the same order backwards, from the text where the walk ended.
  expect(await walkTabOrder(page, 'Shift+Tab')).toEqual([...order].reverse());
  // The rings contrast in the dark palette too.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await walkTabOrder(page)).toEqual(order);

  await tabTo(page, 'button "Another hadith"');
  const first = await newTab.shownHadith();
  await page.keyboard.press('Enter');
  await expect.poll(() => newTab.shownHadith()).not.toBe(first);
  await expect(newTab.anotherHadith()).toBeFocused();
  const second = await newTab.shownHadith();

  // Space on a button presses it: it does not also ask for another hadith.
  await page.keyboard.press('Tab');
  await expect(newTab.copy()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(newTab.status()).toHaveText('Copied with its reference');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    await newTab.reference().innerText(),
  );
  expect(await newTab.shownHadith()).toBe(second);

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  await expect(newTab.favourite()).toBeFocused();
  await focusedStop(page);
});

test('the popup: search, expand, copy, favourite and turn pages by keyboard alone', async ({
  page,
  context,
  extensionId,
  configure,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await configure();
  const popup = new PopupPage(page, extensionId);
  await page.setViewportSize({ width: 420, height: 600 });
  await popup.goto();
  // The query box has focus on opening: typing searches at once.
  await expect(popup.queryBox()).toBeFocused();
  await page.keyboard.type('siwak');
  await page.keyboard.press('Enter');
  await expect(popup.pageStatus()).toHaveText('Page 1 of 3 · 50 results');

  // ← and → turn pages only outside a text field; in the query box they move the caret.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type(' f c');
  await expect(popup.queryBox()).toHaveValue('siwak f c');
  await expect(popup.pageStatus()).toHaveText('Page 1 of 3 · 50 results');
  await page.keyboard.press('Control+a');
  await page.keyboard.type('siwak');
  // Each star is disabled until the background says whether it is set: wait for all 20.
  await expect(page.getByRole('button', { name: '☆ Favourite', disabled: false })).toHaveCount(20);

  // "Show full hadith" only on a result with something left out.
  const offers = await popup.offersFull();
  expect(offers).toContain(true);
  // Each result's reference first: its collection's name opens the contents.
  const collections = await popup.results().locator('.reference a').allInnerTexts();
  const oneResult = (offersFull: boolean, index: number) => [
    `link "${collections[index]}"`,
    ...(offersFull ? ['button "Show full hadith"'] : []),
    'button "Copy"',
    'button "☆ Favourite"',
    'button "Explain"',
    'link "Read in its book"',
  ];
  // Prev is disabled on the first page, so out of the Tab order.
  // The Search button sits beside the query, the result language, page size and collection below them.
  expect(await walkTabOrder(page)).toEqual([
    'button "Search"',
    'combobox "Language"',
    'combobox "Per page"',
    'combobox "Collection"',
    // The search's kind: one stop for the group, its arrows choose.
    'radio "Words"',
    ...offers.flatMap(oneResult),
    'button "Next"',
    'link "Favourites"',
    'searchbox "Search hadiths"',
  ]);

  const first = await popup.firstFolded();
  await tabTo(page, 'button "Show full hadith"');
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: 'Show less' })).toBeFocused();
  await expect(first.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(first.getByRole('button', { name: 'Copied' })).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    await first.locator('.reference').innerText(),
  );

  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(first.getByRole('button', { name: '★ Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await tabTo(page, 'button "Next"');
  await page.keyboard.press('Enter');
  await expect(popup.pageStatus()).toHaveText('Page 2 of 3 · 50 results');
  // Waiting for the page does not take the focus away from Next.
  await expect(popup.nextButton()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(popup.prevButton()).toBeFocused();
  await focusedStop(page);
  await page.keyboard.press('Enter');
  await expect(popup.pageStatus()).toHaveText('Page 1 of 3 · 50 results');
});

test('the options page: every field and button in order; Test and Save by keyboard', async ({
  page,
  apiKey,
  extensionId,
  configure,
}) => {
  await configure({ apiKey: '' });
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  await page.emulateMedia({ colorScheme: 'dark' });
  // Without a key the service cannot list its collections: the built-in table's are offered,
  // only those every service here has.
  const collections = page.locator('.collection-choices label');
  await expect(collections).toHaveCount(7);
  const collectionNames = await collections.allInnerTexts();
  expect(await walkTabOrder(page)).toEqual([
    'link "Favourites"',
    'textbox "API key"',
    'button "Show"',
    'link "dashboard.mumin.ink"',
    'button "Test"',
    'textbox "API base URL"',
    'button "Reset to default"',
    'textbox "Search base URL"',
    'button "Reset to default"',
    'combobox "Language"',
    'button "Save"',
    'radio "A new hadith on every tab"',
    'spinbutton "Daily request budget"',
    ...collectionNames.map((name) => `checkbox "${name.trim()}"`),
    'combobox "Theme"',
    'combobox "Arabic text size"',
    'combobox "Results per page"',
    'combobox "Desired retention"',
    'combobox "Review tabs a day"',
    'combobox "Hidden until Show"',
    'checkbox "Show the number of reviews due on the toolbar icon"',
    'checkbox "Offer “Explain” on every hadith"',
    'checkbox "Keep favourites, notes and reviews in sync across the browsers you sign into"',
    'button "Clear cache"',
    'button "Export favourites"',
    'button "Import favourites"',
  ]);

  await tabTo(page, 'textbox "API key"');
  await page.keyboard.type(apiKey);
  await tabTo(page, 'button "Test"');
  await page.keyboard.press('Enter');
  await expect(options.keyTestResult()).toHaveText(/^The key works/);
  await expect(page.getByRole('button', { name: 'Test', exact: true })).toBeFocused();
  await tabTo(page, 'button "Save"');
  await page.keyboard.press('Enter');
  await expect(options.status()).toHaveText(
    /^Saved\. The key worked when you tested it\. The service at 127\.0\.0\.1:\d+ answers\.$/,
  );
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
});

test.describe(() => {
  // The welcome tab comes with a first install: a browser of its own.
  test.use({ freshBrowser: true });

  test('the welcome page: the key can be entered, tested and saved by keyboard', async ({
    extension,
    apiKey,
    configure,
  }) => {
    const welcome = extension.welcome;
    expect(welcome, 'a welcome tab on install').not.toBeNull();
    if (welcome === null) return;
    // The page is up before the addresses change, as when the user edits them in the options:
    // its Test must use the new ones. Only the addresses: the key is what the page asks for.
    await expect(welcome.locator('article p[lang="ar"]')).not.toBeEmpty();
    await configure({ apiKey: '' });
    // The form first, as it is shown first; then the hadith's text, beside or below it.
    expect(await walkTabOrder(welcome)).toEqual([
      'link "dashboard.mumin.ink"',
      'textbox "API key"',
      'button "Show"',
      'combobox "Language"',
      'button "Test"',
      'button "Save"',
      'link "options"',
      'text',
    ]);

    await tabTo(welcome, 'textbox "API key"');
    await welcome.keyboard.type(apiKey);
    await tabTo(welcome, 'button "Test"');
    await welcome.keyboard.press('Enter');
    await expect(welcome.locator('#key-test-result')).toHaveText(/^The key works/);
    await tabTo(welcome, 'button "Save"');
    await welcome.keyboard.press('Enter');
    await expect(welcome.getByRole('status')).toHaveText(
      'Saved. New tabs now fetch hadiths from the service. The key worked when you tested it.',
    );
  });
});
