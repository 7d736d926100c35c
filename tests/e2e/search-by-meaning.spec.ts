import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

/**
 * Search by meaning on the production wire, against the local service's
 * ranking learnt from the corpus (server/meaning/).
 */

const meaningRequests = (server: { stats: { byPath: Record<string, number> } }) =>
  server.stats.byPath['/v1/hadiths/semantic-search'] ?? 0;

test('finds hadiths about parents that a text search misses, in one request and no pager', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  // The learnt space of a fresh checkout is built once (tens of seconds), then read from disk.
  test.setTimeout(240_000);
  await server.ready('en', { meaning: true });
  await configure();
  const popup = new PopupPage(page, extensionId);
  await page.setViewportSize({ width: 420, height: 600 });
  await popup.goto();

  await popup.search('being good to parents');
  await expect(popup.results().first().or(page.locator('.empty'))).toBeVisible();
  const byWords = await popup.references();

  await page.getByRole('radio', { name: 'Meaning' }).check();
  await expect(page.getByText('By meaning: the hadiths nearest to what you typed')).toBeVisible();
  await expect(popup.results()).toHaveCount(20);
  const texts = await popup.results().allTextContents();
  const aboutParents = texts.filter((text) => /\b(parents?|mother|father)\b/i.test(text));
  expect(aboutParents.length).toBeGreaterThanOrEqual(10);
  const byMeaning = await popup.references();
  expect(byMeaning.some((reference) => !byWords.includes(reference))).toBe(true);
  await expect(popup.pageStatus()).toHaveCount(0);
  expect(meaningRequests(server)).toBe(1);

  // Remembered: the next popup searches by meaning, and a page seen is not asked for again.
  await popup.goto();
  await expect(page.getByRole('radio', { name: 'Meaning' })).toBeChecked();
  await popup.search('being good to parents');
  await expect(popup.results()).toHaveCount(20);
  expect(meaningRequests(server)).toBe(1);

  // A reference still opens its hadith.
  await popup.search('bukhari 1');
  await expect(page.getByText(/^Read as the reference .Sahih al-Bukhari 1./)).toBeVisible();
  expect(meaningRequests(server)).toBe(1);
});

test('a text search that finds nothing offers the meaning', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  test.setTimeout(240_000);
  await server.ready('en', { meaning: true });
  await configure();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('dutifulness toward parents');
  await expect(page.locator('.empty')).toContainText('No hadiths match');
  await page.getByRole('button', { name: 'Search by meaning instead' }).click();
  await expect(popup.results().first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Meaning' })).toBeChecked();
  expect(meaningRequests(server)).toBe(1);
});
