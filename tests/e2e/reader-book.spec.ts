import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { PopupPage } from './pages/popup-page';
import { ReaderPage } from './pages/reader-page';

/** A name as read, without the marks that set it apart from the line's direction. */
const unisolated = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

/** Requests for hadiths by reference or by book. */
const bookRequests = (server: { stats: { byPath: Record<string, number> } }) =>
  server.stats.byPath['/v1/hadiths'] ?? 0;

test('the reader as a book: its bar turns pages and books, Back returns, the hadith came for stays marked on its own page', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  const reader = new ReaderPage(page, extensionId);
  // Sahih Muslim's book 1 (Faith, 436 hadiths: five pages), opened at Talha's hadith.
  await reader.goto('?c=muslim&b=1&h=100&id=2010000');
  const place = page.locator('.reader-bar-place');
  const target = page.locator('ol.reader-list > li[aria-current="true"] .reference');
  await expect(place).toHaveText('Book 1 · Page 1 of 5');
  await expect(target).toHaveText(/^Sahih Muslim · Book 1 · Hadith 100/);
  await expect(reader.position()).toHaveText(
    'Book 1 of 56 · Page 1 of 5 · Hadiths 1–100 of 436 in this book',
  );

  // The bar stays in reach while reading.
  await page.mouse.wheel(0, 20_000);
  await expect(page.locator('.reader-bar')).toBeInViewport();
  await page.getByRole('button', { name: 'Next page', exact: true }).click();
  await expect(place).toHaveText('Book 1 · Page 2 of 5');
  // Another page: the hadith came for is not on it, and nothing else takes its mark.
  await expect(target).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]p=2/);

  // Back: the page before, the hadith marked again, from what is kept (no request).
  const requests = bookRequests(server);
  await page.goBack();
  await expect(place).toHaveText('Book 1 · Page 1 of 5');
  await expect(target).toHaveText(/^Sahih Muslim · Book 1 · Hadith 100/);
  await page.goForward();
  await expect(place).toHaveText('Book 1 · Page 2 of 5');
  expect(bookRequests(server)).toBe(requests);

  // ] and [ between books; a reload stays where the reader is.
  await page.keyboard.press(']');
  await expect(place).toHaveText('Book 2 · Page 1 of 2');
  await expect(reader.title()).toHaveText('The Book of Purification');
  await page.reload();
  await expect(place).toHaveText('Book 2 · Page 1 of 2');
  await page.keyboard.press('[');
  await expect(place).toHaveText('Book 1 · Page 1 of 5');
  await expect(target).toHaveText(/^Sahih Muslim · Book 1 · Hadith 100/);
  await expect(page.locator('.reader-keys')).toContainText('[ ] between books');
});

test('the contents list a collection’s books; one opens its book, and "Go to hadith" finds the book holding a number', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  const reader = new ReaderPage(page, extensionId);
  await reader.goto('?c=bukhari&b=1&h=1&id=1000100');
  // From the reader's header to its collection's contents.
  await page.getByRole('link', { name: 'Contents', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contents');
  const books = page.locator('.contents-list > li');
  await expect(books).toHaveCount(97);
  await expect(books.nth(1)).toHaveText(/^2\s*Belief\s*Hadiths 8–58$/);
  const before = bookRequests(server);
  await books.nth(2).getByRole('link').click();
  await expect(reader.title()).toHaveText('Knowledge');
  // The table is packaged: the contents cost nothing; the book, one request.
  expect(bookRequests(server)).toBe(before + 1);

  const goTo = page.getByLabel('Go to hadith', { exact: true });
  await goTo.fill('50');
  await goTo.press('Enter');
  await expect(reader.title()).toHaveText('Belief');
  await expect(page.locator('li[aria-current="true"] .reference')).toHaveText(
    /^Sahih al-Bukhari · Book 2 · Hadith 50/,
  );
  await page.goBack();
  await expect(reader.title()).toHaveText('Knowledge');

  // A number past the collection's end: the page stays, and says so.
  await goTo.fill('999999');
  await goTo.press('Enter');
  await expect(page.getByText('Sahih al-Bukhari has no hadith 999999.')).toBeVisible();
  await expect(reader.title()).toHaveText('Knowledge');
});

test.describe('in an Arabic browser', () => {
  test.use({ browserLanguage: 'ar' });

  test('the contents and the bar are in Arabic', async ({ page, extensionId, configure }) => {
    await configure();
    const reader = new ReaderPage(page, extensionId);
    await reader.goto('?c=bukhari');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('الفهرس');
    await expect(page.locator('.reader-collection')).toHaveText('صحيح البخاري');
    await expect(page.locator('.contents-list > li').first()).toContainText('كتاب بدء الوحي');
    await page.locator('.contents-list > li').first().getByRole('link').click();
    await expect(page.locator('.reader-bar-place')).toHaveText(/^الكتاب 1/);
    await expect(page.getByRole('button', { name: 'الكتاب التالي' })).toBeVisible();
  });
});

test('a collection’s name on a card opens its contents: on the new tab in place, from a result in a tab of its own', async ({
  page,
  context,
  extensionId,
  configure,
}) => {
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  const name = newTab.reference().locator('a.collection-link');
  const collection = unisolated(await name.innerText());
  expect(collection).not.toBe('');
  await name.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contents');
  await expect(page.locator('.reader-collection')).toHaveText(collection);

  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('patience');
  const first = popup.results().first().locator('.reference a.collection-link');
  const shown = unisolated(await first.innerText());
  const opened = context.waitForEvent('page');
  await first.click();
  const contents = await opened;
  await expect(contents.getByRole('heading', { level: 1 })).toHaveText('Contents');
  await expect(contents.locator('.reader-collection')).toHaveText(shown);
  // The popup keeps its results.
  await expect(popup.results()).toHaveCount(20);
});
