import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';

test('the options set the rotation and the daily budget, which the extension then keeps to', async ({
  page,
  context,
  server,
  extensionId,
  configure,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  const budget = page.getByLabel('Daily request budget', { exact: true });
  await expect(budget).toHaveValue('50');
  await options.choose('Hadith shown', 'Hadith of the day');
  await options.fill('Daily request budget', '600');
  await budget.blur();
  await expect(page.getByText('must be a whole number from 0 to 500')).toBeVisible();
  await expect(budget).toHaveAttribute('aria-invalid', 'true');
  await options.fill('Daily request budget', '0');
  await budget.blur();
  await expect(page.getByText('Saved.')).toBeVisible();

  // A key now: with a budget of 0 nothing may be fetched.
  await configure();
  const newTab = new NewTabPage(await context.newPage());
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  const first = await newTab.shownHadith();
  await newTab.goto();
  await expect.poll(() => newTab.shownHadith()).toBe(first);
  await expect(newTab.serviceNotice()).toContainText('Daily budget reached');
  expect(server.stats.requests).toBe(0);
});
