import { HOSTILE_TEXT } from '../../server/faults/kinds';
import { POOL_TARGET } from '../../lib/new-tab/background/pool';
import { favouritesOf } from './background-messages';
import { readExtensionState } from './extension-state';
import { expect, test } from './fixtures';
import {
  expectInert,
  expectIsolated,
  expectLeftToRight,
  expectReferenceInOrder,
  faultsOf,
  watchForInjectedElements,
} from './hostile-checks';
import { NewTabPage } from './pages/new-tab-page';
import { recordResilience } from './resilience';

test.use({ serverOptions: { faults: true } });

test('hostile text on the new tab is shown as text, in order, and stays inert after a reload', async ({
  page,
  context,
  server,
  serviceWorker,
  configure,
}) => {
  recordResilience({
    attack:
      'Random hadiths whose texts and names hold <script>, <img onerror>, a javascript: link and open bidi overrides',
    userSees: 'the markup as literal text; the reference line and buttons in their order',
    requests: 'as usual: the new tab’s pool refills',
    dataKept:
      'the texts stored as sent (cache, first-paint plan, favourite, clipboard), still inert',
  });
  faultsOf(server).share('hostile-content', 1, { route: 'random' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await watchForInjectedElements(page);
  await configure();
  // A full pool, so the tabs below never draw it dry: a refill brings a hadith a second,
  // no faster than a loaded machine opens tabs.
  await expect
    .poll(async () => (await readExtensionState(serviceWorker)).pool.length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(POOL_TARGET);
  const newTab = new NewTabPage(page);
  // The first tab may paint the plan stored before the pool held the service's hadiths.
  await expect
    .poll(async () => {
      await newTab.goto();
      return newTab.arabic().textContent();
    })
    .toBe(HOSTILE_TEXT);

  await expect(newTab.translation()).toHaveText(HOSTILE_TEXT);
  // Ending in its number, or in sunnah.com's beside it where the collection has two.
  await expect(newTab.reference()).toHaveText(/Book \d+ · Hadith \d+( \(sunnah\.com: \S+\))?$/);
  expect(await newTab.reference().textContent()).toContain(HOSTILE_TEXT);
  await expectInert(page);
  await expectReferenceInOrder(newTab.reference());
  await expectIsolated([newTab.arabic(), newTab.translation()]);
  await expectLeftToRight([newTab.anotherHadith(), newTab.copy(), newTab.favourite()]);

  await newTab.copy().click();
  await expect(newTab.status()).toHaveText('Copied with its reference');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(`${HOSTILE_TEXT}\n`), 'the Arabic, as sent, comes first').toBe(true);

  await newTab.favourite().click();
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  const [favourite] = await favouritesOf(page);
  expect(favourite).toMatchObject({ collection: HOSTILE_TEXT, arabicText: HOSTILE_TEXT });

  // A tab is painted from the plan in localStorage as its script runs (lib/new-tab/page/model.ts):
  // once the background's answer to this tab has stored the plan, the pool's next hadiths,
  // the next tab's first paint is theirs.
  await expect
    .poll(() => page.evaluate(() => JSON.stringify({ ...localStorage }).includes('<script>')))
    .toBe(true);
  await page.reload();
  await expect(newTab.arabic()).toHaveText(HOSTILE_TEXT);
  await expect(newTab.favourite()).toBeVisible();
  await expectInert(page);
  await expectReferenceInOrder(newTab.reference());
});
