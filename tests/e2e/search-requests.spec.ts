import { quietFor } from './quiet';
import { expect, searchRequests, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

test.describe(() => {
  // The fake clock lasts as long as the browser: one of its own.
  test.use({ freshBrowser: true });

  test('a query typed letter by letter sends one request', async ({
    page,
    server,
    extensionId,
    configure,
  }) => {
    await configure();
    const popup = new PopupPage(page, extensionId);
    // The popup's timers run on a clock the test moves, so the keys are 150 ms apart
    // for the popup however slow the machine: a brisk typist, never pausing 400 ms.
    await page.clock.install();
    await popup.goto();
    await page.clock.pauseAt(Date.now() + 60_000);
    // With no search yet the popup paints nothing before its app, which starts two frames
    // in (lib/ui/app-start.ts): frames this paused clock draws only when moved, so it may
    // not have started yet.
    await page.clock.runFor(100);
    await expect(popup.queryBox()).toBeFocused();
    for (const letter of 'patience') {
      await popup.queryBox().press(letter);
      await page.clock.runFor(150);
    }
    expect(searchRequests(server)).toBe(0);
    // A second's pause: longer than the popup waits for (SEARCH_PAUSE_MS, 400 ms).
    await page.clock.runFor(1000);
    await page.clock.resume();
    await expect(popup.pageStatus()).toHaveText(/^Page 1 of \d+ · [\d,]+ results$/);
    await expect(popup.queryBox()).toHaveValue('patience');
    // Longer than the popup's pause before it searches (SEARCH_PAUSE_MS, 400 ms): no second search.
    await quietFor(1000);
    expect(searchRequests(server)).toBe(1);
    // Enter on the search already shown sends nothing either.
    await popup.queryBox().press('Enter');
    await quietFor(500);
    expect(searchRequests(server)).toBe(1);
  });
});

test('a repeated search sends no request, and Next after the pointer rests on it sends none', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();

  await popup.search('Patience');
  await expect(popup.pageStatus()).toHaveText(/^Page 1 of \d+ · [\d,]+ results$/);
  const patience = await popup.references();
  await popup.search('honey');
  await expect(popup.pageStatus()).toHaveText(/^Page 1 of 6 · 104 results$/);
  expect(searchRequests(server)).toBe(2);

  // The same query, spelt another way: from the cache.
  await popup.search('  PATIENCE ');
  await expect.poll(() => popup.references()).toEqual(patience);
  expect(searchRequests(server)).toBe(2);

  // Intent: the pointer on Next fetches page 2 once; the click then sends nothing.
  await popup.nextButton().hover();
  await expect.poll(() => searchRequests(server)).toBe(3);
  await popup.nextButton().focus();
  await popup.next();
  await expect(popup.pageStatus()).toHaveText(/^Page 2 of \d+ · [\d,]+ results$/);
  // Longer than a message's round trip to the background: had the click sent one, it would have left.
  await quietFor(300);
  expect(searchRequests(server)).toBe(3);
});
