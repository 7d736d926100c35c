import type { Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';

/** The toolbar icon as the user sees it: its badge and its title. */
function icon(worker: Worker): Promise<{ badge: string; title: string }> {
  return worker.evaluate(async () => ({
    badge: await chrome.action.getBadgeText({}),
    title: await chrome.action.getTitle({}),
  }));
}

/** When the badge's alarm rings next, and the worker's next local midnight; null without one. */
function badgeAlarm(worker: Worker): Promise<{ at: number; midnight: number } | null> {
  return worker.evaluate(async () => {
    const alarm = await chrome.alarms.get('review-badge');
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
    return alarm === undefined ? null : { at: alarm.scheduledTime, midnight };
  });
}

/** Learn on a new tab: its hadith is starred and learnt, due at once. */
async function learnOne(page: Page): Promise<void> {
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  await page.getByRole('button', { name: /^(Learn|احفظ)$/ }).click();
}

test('the toolbar icon counts the reviews due today, down to nothing; the option hides it', async ({
  page,
  serviceWorker,
  configure,
  extensionId,
}) => {
  test.slow();
  await configure();
  // Nothing learnt: no number, the usual title, no alarm.
  expect(await icon(serviceWorker)).toEqual({ badge: '', title: 'Search hadiths' });
  expect(await badgeAlarm(serviceWorker)).toBeNull();

  await learnOne(page);
  await expect.poll(() => icon(serviceWorker)).toEqual({ badge: '1', title: '1 review due' });
  // Counted anew at the user's local midnight.
  const alarm = await badgeAlarm(serviceWorker);
  expect(alarm?.at).toBe(alarm?.midnight);
  const newTab = new NewTabPage(page);
  await newTab.anotherHadith().click();
  await page.getByRole('button', { name: 'Learn', exact: true }).click();
  await expect.poll(() => icon(serviceWorker)).toEqual({ badge: '2', title: '2 reviews due' });

  // Turned off, then on again, in the options.
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  const option = page.getByLabel('Show the number of reviews due on the toolbar icon');
  await expect(option).toBeChecked();
  await option.uncheck();
  await expect.poll(() => icon(serviceWorker)).toEqual({ badge: '', title: 'Search hadiths' });
  expect(await badgeAlarm(serviceWorker)).toBeNull();
  await option.check();
  await expect.poll(async () => (await icon(serviceWorker)).badge).toBe('2');

  // Answered Easy (due in days, not today) on new tabs: the count goes down to nothing.
  const review = page.getByRole('region', { name: 'Review' });
  for (let tab = 0; tab < 3 && !(await review.isVisible()); tab++) await newTab.goto();
  for (const left of ['1', '']) {
    await expect(review).toBeVisible();
    await page.keyboard.press('Space');
    await page.keyboard.press('4');
    await expect(review).toBeHidden();
    await expect.poll(async () => (await icon(serviceWorker)).badge).toBe(left);
    if (left !== '') await page.getByRole('button', { name: 'Review the next one' }).click();
  }
  expect((await icon(serviceWorker)).title).toBe('Search hadiths');

  // Learnt, then stopped: counted, then not.
  await newTab.anotherHadith().click();
  const learn = page.getByRole('button', { name: /^Learn(ing)?$/ });
  await learn.click();
  await expect.poll(async () => (await icon(serviceWorker)).badge).toBe('1');
  await learn.click();
  await expect.poll(async () => (await icon(serviceWorker)).badge).toBe('');
});

test.describe('in an Arabic browser', () => {
  test.use({ browserLanguage: 'ar' });

  test('the count is in the interface’s digits, and its title in Arabic words', async ({
    page,
    serviceWorker,
    configure,
  }) => {
    await configure({ language: 'en' });
    await learnOne(page);
    // The digits the rest of the interface writes, as Intl gives them for Arabic here.
    const one = await serviceWorker.evaluate(() => new Intl.NumberFormat('ar').format(1));
    await expect
      .poll(() => icon(serviceWorker))
      .toEqual({ badge: one, title: `مراجعة واحدة مستحقة (${one})` });
  });
});
