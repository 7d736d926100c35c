import type { RunningServer } from '../../server/app';
import { expect, searchRequests, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

// Two requests per six-second window, which opens at the key's first request.
test.use({ serverOptions: { rate: { limit: 2, windowSeconds: 6 } } });

/**
 * Spends the key's allowance from outside the extension, so that the
 * extension's next request is answered 429 (the extension itself stops
 * before the limit when the service says none is left).
 */
async function spendAllowance(server: RunningServer, apiKey: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await fetch(`${server.url}/v1/hadiths/search?q=prayer`, {
      headers: { Authorization: `Bearer ${apiKey}` },
    });
    await response.body?.cancel();
    if (response.status === 429) return;
  }
  throw new Error('the service never answered 429');
}

test('while the service limits requests the popup shows offline results, sends nothing, then recovers', async ({
  page,
  server,
  apiKey,
  extensionId,
  configure,
}) => {
  // The new tab's pool fetches random hadiths in the background; they go to an
  // address that does not answer, so only the popup's searches meet the limit.
  await configure({ apiBaseUrl: 'http://127.0.0.1:9', searchBaseUrl: `${server.url}/v1` });
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await spendAllowance(server, apiKey);
  const searchesBefore = searchRequests(server);

  await popup.search('intentions');
  // Results held on this device stand in, labelled with the reason.
  const waiting = popup.offlineNotice().filter({ hasText: 'Waiting until' });
  await expect(waiting).toBeVisible();
  // That search reached the service and was refused.
  expect(searchRequests(server)).toBe(searchesBefore + 1);
  const requestsWhileWaiting = server.stats.requests;

  for (const query of ['fasting', 'patience']) {
    await popup.search(query);
    await expect(waiting).toBeVisible();
  }
  expect(server.stats.requests).toBe(requestsWhileWaiting);

  // The popup retries by itself once the window is over.
  await expect(popup.offlineNotice()).toHaveCount(0, { timeout: 20_000 });
  await expect(popup.alert()).toHaveCount(0);
  await expect(popup.pageStatus()).toHaveText(/^Page 1 of \d+ · [\d,]+ results$/);
  await expect(popup.results().first()).toBeVisible();
  // Only the search on screen is retried, and once.
  expect(searchRequests(server)).toBe(searchesBefore + 2);
});
