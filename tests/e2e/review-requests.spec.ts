import { askBackground } from './background-messages';
import { readExtensionState } from './extension-state';
import { APP_START_MARK } from './first-paint';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { POOL_TARGET } from '../../lib/new-tab/background/pool';

const REVIEWS = 5;

test('five new tabs that review send no request: a review takes nothing from the pool, and the hadith after it is taken when shown', async ({
  page,
  server,
  serviceWorker,
  configure,
}) => {
  test.slow();
  await configure();
  const newTab = new NewTabPage(page);
  const review = page.getByRole('region', { name: 'Review' });
  const randomRequests = () =>
    Object.entries(server.stats.byPath)
      .filter(([path]) => path.endsWith('/random'))
      .reduce((sum, [, count]) => sum + count, 0);
  /**
   * Once the pool is full again, and holds none of the hadiths shown lately (the background
   * records a hadith shown, then takes it from the pool): what new tabs showed, what it
   * holds, the requests so far.
   */
  async function settled() {
    // Requests are a second apart (REFILL_SPACING_MS): a pool filled from empty takes ten.
    await expect
      .poll(
        async () => {
          const { shown, pool } = await readExtensionState(serviceWorker);
          const lately = new Set(shown.slice(-POOL_TARGET));
          return pool.length === POOL_TARGET && !pool.some(({ id }) => lately.has(id));
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const { shown, pool } = await readExtensionState(serviceWorker);
    return { shown, pool: pool.map(({ id }) => id), requests: randomRequests() };
  }
  /**
   * The tab on screen started its model (it tells the background what it showed then),
   * and its messages have reached the background: as a tab left open a moment.
   */
  async function started(): Promise<void> {
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      APP_START_MARK,
    );
    await askBackground(page, 'recentHadiths', { limit: 1 });
  }
  type Settled = Awaited<ReturnType<typeof settled>>;
  /** The hadiths shown since `before` that were taken from its pool (not built-in stand-ins). */
  const taken = (before: Settled, after: Settled) =>
    after.shown.slice(before.shown.length).filter((id) => before.pool.includes(id));

  // Learnt on the new tab: due at once.
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  await page.getByRole('button', { name: 'Learn', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Learning', exact: true })).toBeVisible();
  const before = await settled();

  // A review is never followed by another: the tabs between show hadiths.
  let hadithTabs = 0;
  for (let reviews = 0; reviews < REVIEWS;) {
    await newTab.goto();
    await expect(newTab.reference()).toBeVisible();
    await started();
    if (await review.isVisible()) reviews += 1;
    else hadithTabs += 1;
  }
  const after = await settled();
  // Only the hadith tabs took from the pool, and each one taken cost one request.
  expect(after.shown.length - before.shown.length).toBe(hadithTabs);
  expect(after.requests - before.requests).toBe(taken(before, after).length);

  // Answered: the hadith shown after it is taken now, and only it.
  if (!(await review.isVisible())) await newTab.goto();
  await expect(review).toBeVisible();
  const reviewed = after.shown.length;
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(review).toBeHidden();
  await expect(newTab.arabic()).not.toBeEmpty();
  const answered = await settled();
  const tabsSince = answered.shown.length - reviewed;
  expect(tabsSince).toBeGreaterThanOrEqual(1);
  expect(answered.requests - after.requests).toBe(taken(after, answered).length);
  expect(taken(after, answered).length).toBeGreaterThanOrEqual(1);
});
