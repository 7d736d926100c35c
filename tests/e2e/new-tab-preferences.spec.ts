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
  // The choice's save takes a second: the budget is typed meanwhile, as a quick hand does.
  await page.addInitScript(() => {
    const local = chrome.storage.local;
    const set = local.set.bind(local);
    local.set = ((items: Record<string, unknown>) =>
      'rotation' in items
        ? new Promise((resolve) => setTimeout(resolve, 1000)).then(() => set(items))
        : set(items)) as typeof local.set;
  });
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  const budget = page.getByLabel('Daily request budget', { exact: true });
  await expect(budget).toHaveValue('50');
  await options.choose('Hadith shown', 'Hadith of the day');
  await options.fill('Daily request budget', '600');
  // The choice's "Saved." draws the form again: what is being typed stays as typed.
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(budget).toHaveValue('600');
  await budget.blur();
  // Said by the field, in its description, as the choice just made finishes saving.
  await expect(page.getByRole('alert')).toHaveText(
    'The daily budget must be a whole number from 0 to 500.',
  );
  await expect(budget).toHaveAccessibleDescription(/^The daily budget must be a whole number/);
  await expect(budget).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Saved.')).toHaveCount(0);
  await options.fill('Daily request budget', '0');
  await budget.blur();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(budget).not.toHaveAttribute('aria-invalid');

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
