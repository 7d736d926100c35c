import { expect, searchRequests, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

test('pages to the last page and back, the buttons disabled at the ends, and the search restored', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await expect(popup.queryBox()).toBeFocused();

  // “siwak” matches 50 hadiths: three pages of 20.
  await popup.search('siwak');
  await expect(popup.pageStatus()).toHaveText('Page 1 of 3 · 50 results');
  await expect(popup.prevButton()).toBeDisabled();
  await expect(popup.marks().first()).toHaveText(/siwak/i);

  await popup.next();
  await expect(popup.pageStatus()).toHaveText('Page 2 of 3 · 50 results');
  await popup.queryBox().blur();
  await page.keyboard.press('ArrowRight');
  await expect(popup.pageStatus()).toHaveText('Page 3 of 3 · 50 results');
  await expect(popup.nextButton()).toBeDisabled();
  await expect(popup.prevButton()).toBeEnabled();
  await expect(popup.results()).toHaveCount(10);

  await popup.queryBox().focus();
  await page.keyboard.press('PageUp');
  await expect(popup.pageStatus()).toHaveText('Page 2 of 3 · 50 results');
  await popup.prev();
  await expect(popup.pageStatus()).toHaveText('Page 1 of 3 · 50 results');
  await expect(popup.prevButton()).toBeDisabled();
  await expect(popup.nextButton()).toBeEnabled();

  // Ten per page: the first result stays in view, on page 1 of 5.
  await popup.pageSize().selectOption('10');
  await expect(popup.pageStatus()).toHaveText('Page 1 of 5 · 50 results');
  await expect(popup.results()).toHaveCount(10);
  await popup.next();
  await expect(popup.pageStatus()).toHaveText('Page 2 of 5 · 50 results');
  const references = await popup.references();
  const requests = searchRequests(server);

  // Opened again, the popup shows the same page, from the cache.
  await popup.goto();
  await expect(popup.pageStatus()).toHaveText('Page 2 of 5 · 50 results');
  await expect(popup.queryBox()).toHaveValue('siwak');
  await expect(popup.pageSize()).toHaveValue('10');
  // The first paint draws what the window shows; the rest follow a frame later (SearchPanel).
  await expect(popup.results()).toHaveCount(10);
  expect(await popup.references()).toEqual(references);
  expect(searchRequests(server)).toBe(requests);
});

test('a result expands to the whole hadith, copies it and stars it', async ({
  page,
  context,
  extensionId,
  configure,
}) => {
  await configure();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('siwak');
  await expect(popup.results()).toHaveCount(20);
  const first = await popup.firstFolded();
  const translation = first.locator('.translation');
  await expect(translation).toBeVisible();
  const folded = (await translation.textContent()) ?? '';

  await first.getByRole('button', { name: 'Show full hadith' }).click();
  await expect(first.getByRole('button', { name: 'Show less' })).toBeVisible();
  const whole = (await translation.textContent()) ?? '';
  expect(whole.length).toBeGreaterThanOrEqual(folded.replace(/^… | …$/g, '').length);
  expect(whole).not.toMatch(/^… | …$/);

  await first.getByRole('button', { name: 'Copy' }).click();
  await expect(first.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(await first.locator('.reference').textContent());
  expect(copied).toContain(whole);

  await first.getByRole('button', { name: '☆ Favourite' }).click();
  await expect(first.getByRole('button', { name: '★ Favourite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Opened again, the star is still there.
  await popup.goto();
  await expect(first.getByRole('button', { name: '★ Favourite' })).toBeVisible();
});
