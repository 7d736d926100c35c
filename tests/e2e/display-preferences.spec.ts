import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';

test('theme and Arabic text size chosen in the options show at once on an open new tab', async ({
  page,
  context,
  extensionId,
}) => {
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  const fontSize = () =>
    newTab.arabic().evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const normalSize = await fontSize();
  await expect.poll(background).toBe('rgb(246, 243, 236)');

  const options = new OptionsPage(await context.newPage(), extensionId);
  await options.goto();
  await options.choose('Theme', 'Dark');
  await options.choose('Arabic text size', 'Largest');

  // The new tab was not reloaded: its storage watcher applied both.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(background).toBe('rgb(18, 22, 20)');
  // Laid out again at the new size: 1.45 times, or less for a long hadith fitted to the
  // window (lib/new-tab/page/fit.ts), never below the smallest readable Arabic at that size.
  await expect.poll(fontSize).not.toBe(normalSize);
  expect(await fontSize()).toBeGreaterThanOrEqual(20 * 1.45);

  // A page opened later starts with them.
  const later = new NewTabPage(await context.newPage());
  await later.goto();
  await expect(later.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(later.page.locator('html')).toHaveAttribute('data-arabic-size', 'largest');

  await options.choose('Theme', 'Light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(background).toBe('rgb(246, 243, 236)');
});

test('results per page chosen in the options is the popup’s page size, even when open', async ({
  page,
  context,
  extensionId,
  configure,
}) => {
  await configure();
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  await options.choose('Results per page', '50');

  const popup = new PopupPage(await context.newPage(), extensionId);
  await popup.goto();
  const perPage = popup.page.getByLabel('Per page', { exact: true });
  await expect(perPage).toHaveValue('50');

  await options.choose('Results per page', '10');
  await expect(perPage).toHaveValue('10');
});
