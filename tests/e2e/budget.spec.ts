import { quietFor } from './quiet';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

test('no request leaves once the daily budget is spent; new tabs go on from saved hadiths', async ({
  page,
  server,
  configure,
}) => {
  // Refills may spend 4 of 5 (the fifth is kept for searches).
  await configure({ dailyRequestBudget: 5 });
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  await expect.poll(() => server.stats.requests, { timeout: 20_000 }).toBe(4);

  const seen = new Set<string>();
  for (let tab = 0; tab < 8; tab++) {
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    seen.add(await newTab.shownHadith());
    await newTab.anotherHadith().click();
  }
  await expect(newTab.serviceNotice()).toContainText('Daily budget reached');
  expect(seen.size).toBe(8);
  // Longer than the refill's pacing: had anything been scheduled, it would have left by now.
  await quietFor(2_500);
  expect(server.stats.requests).toBe(4);
});
