import type { BrowserContext, Page } from '@playwright/test';
import { NETWORK_ACTION_MS } from '../../lib/options/page/deadline';
import { closedPortUrl } from './closed-port';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options-page';

/** What Save says of a key new to the settings that Test has not tried. */
const UNTESTED = 'The key was not tested: Test checks it with one request.';

/**
 * The options page's network actions end with a sentence within 10 s, can be
 * cancelled, say one thing at a time, and a save says what it doubts (issue
 * 34). `http://localhost:1` needs a permission neither build grants at
 * install, and a headless browser never answers the prompt for it.
 */

const UNANSWERED = 'http://localhost:1';
const FORMAT_WARNING =
  'This does not look like a key from dashboard.mumin.ink (they start with sk_mumin_). It is kept as typed: another service may use other keys.';

/** A closed port refuses at once; some room for a loaded machine to show the sentence. */
const ENDS_WITHIN = { timeout: 13_000 };

/**
 * Moves the page's clock to a second before the deadline, checks that the
 * page still waits (its Cancel button is there), then moves it past. The
 * page's timers run on Playwright's clock, installed before the page opened,
 * so the test spends none of the 10 s itself.
 */
async function runPastDeadline(context: BrowserContext, page: Page): Promise<void> {
  await context.clock.fastForward(NETWORK_ACTION_MS - 1_000);
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await context.clock.fastForward(1_000);
}

for (const build of ['e2e', 'production'] as const) {
  test.describe(`in the ${build} build`, () => {
    // The fake clock lasts as long as the browser: one of its own (the production build always has).
    test.use({ extensionBuild: build, freshBrowser: true });

    test('Test and Save end with a sentence when the permission prompt is never answered, and nothing is saved', async ({
      page,
      context,
      extensionId,
      apiKey,
      serviceWorker,
    }) => {
      await context.clock.install();
      const options = new OptionsPage(page, extensionId);
      await options.goto();
      await options.fill('API key', apiKey);
      await options.fill('API base URL', UNANSWERED);

      await options.testKey();
      await expect(page.getByRole('button', { name: 'Testing…' })).toBeVisible();
      await runPastDeadline(context, page);
      await expect(options.keyTestResult()).toHaveText(
        'The browser has not granted access to localhost within 10 seconds, so the key was not sent. Answer its prompt, then test again.',
      );
      await expect(page.getByRole('button', { name: 'Test', exact: true })).toBeVisible();

      await options.save();
      await runPastDeadline(context, page);
      await expect(options.alert()).toHaveText(
        'The browser has not granted access to localhost within 10 seconds. Nothing was saved; the previous settings are kept. Answer its prompt, then save again.',
      );
      // One sentence at a time: saving dropped what the test said.
      await expect(options.keyTestResult()).toHaveText('');
      await expect(options.status()).toHaveText('');
      expect(await serviceWorker.evaluate(() => chrome.storage.local.get('apiBaseUrl'))).toEqual(
        {},
      );
    });
  });
}

test('a test or a save waiting on the browser can be cancelled at once', async ({
  page,
  extensionId,
  apiKey,
  serviceWorker,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  await options.fill('API key', apiKey);
  await options.fill('API base URL', UNANSWERED);
  // While the test runs, its Cancel button beside Test moves nothing below, even in a
  // narrow window, where a hint beside the buttons would wrap again.
  await page.setViewportSize({ width: 420, height: 800 });
  const fieldBelow = page.getByLabel('API base URL', { exact: true });
  const before = await fieldBelow.boundingBox();

  await options.testKey();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  expect(await fieldBelow.boundingBox()).toEqual(before);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(options.keyTestResult()).toHaveText('Test cancelled.');
  await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  await options.save();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(options.alert()).toHaveText(
    'Save cancelled. Nothing was saved; the previous settings are kept.',
  );
  await expect(options.keyTestResult()).toHaveText('');
  expect(await serviceWorker.evaluate(() => chrome.storage.local.get('apiBaseUrl'))).toEqual({});
});

test('one error at a time, gone when its field changes; the search placeholder follows only a valid address', async ({
  page,
  extensionId,
  apiKey,
  server,
}) => {
  const options = new OptionsPage(page, extensionId);
  const search = page.getByLabel('Search base URL', { exact: true });
  await options.goto();
  await expect(search).toHaveAttribute('placeholder', 'https://api.hadith.mumin.ink/v1');
  await options.fill('API key', apiKey);
  await options.fill('API base URL', 'ftp://x');
  await expect(search).toHaveAttribute('placeholder', 'https://api.hadith.mumin.ink/v1');

  await options.testKey();
  await expect(options.keyTestResult()).toContainText('must start with https://');
  await options.save();
  await expect(options.alert()).toContainText('API base URL must start with https://');
  await expect(options.keyTestResult()).toHaveText('');

  // Testing again replaces the save's words with the test's.
  await options.testKey();
  await expect(options.keyTestResult()).toContainText('must start with https://');
  await expect(options.alert()).toHaveCount(0);

  await options.fill('API base URL', server.url);
  await expect(options.keyTestResult()).toHaveText('');
  await expect(options.alert()).toHaveCount(0);
  await expect(search).toHaveAttribute('placeholder', `${server.url}/v1`);
});

test('Save says what it doubts: a key unlike the service’s, an address where nothing answers', async ({
  page,
  extensionId,
  apiKey,
  server,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();

  await test.step('a key not in the production format, for the production service', async () => {
    await options.fill('API key', 'not-a-key');
    await options.save();
    await expect(options.status()).toHaveText(`Saved. ${UNTESTED} ${FORMAT_WARNING}`);
  });

  await test.step('the local service’s own key, at its address', async () => {
    await options.fill('API key', apiKey);
    await options.fill('API base URL', server.url);
    await expect(page.locator('#api-key-warning')).toHaveCount(0);
    await options.save();
    const host = new URL(server.url).host;
    await expect(options.status()).toHaveText(`Saved. ${UNTESTED} The service at ${host} answers.`);
    // The probe asks without the key, which the service refuses before it charges anything.
    // The pool's refill, which the saved key starts, may have asked already: with the key.
    const sent = server.stats.received.map(({ authorization }) => authorization);
    expect(sent.filter((authorization) => authorization === null)).toHaveLength(1);
    expect(sent.filter((authorization) => authorization !== null)).toEqual(
      sent.filter((authorization) => authorization === `Bearer ${apiKey}`),
    );
  });

  await test.step('an address where nothing listens', async () => {
    const closed = await closedPortUrl();
    await options.fill('API base URL', closed);
    await options.save();
    await expect(options.status()).toHaveText(
      // The key is untested at this address.
      `Saved. ${UNTESTED} But ${new URL(closed).host} could not be reached: check the API base URL, and that the service is running.`,
      ENDS_WITHIN,
    );
  });
});
