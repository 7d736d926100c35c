import { CARD_REFERENCE } from '../flows/targets';
import type { Page, Worker } from '@playwright/test';
import { HISTORY_LENGTH, POOL_TARGET } from '../../lib/new-tab/background/pool';
import type { RunningServer } from '../../server/app';
import type { FaultInput } from '../../server/faults/kinds';
import type { FaultControl } from '../../server/faults/faults';
import { expect, searchRequests, test } from './fixtures';
import {
  blockedUntil,
  budgetUsed,
  readExtensionState,
  type ExtensionState,
} from './extension-state';
import { NewTabPage } from './pages/new-tab-page';
import { PopupPage } from './pages/popup-page';
import { recordResilience } from './resilience';
import { attachWorkerControl } from './worker-control';

test.use({ serverOptions: { faults: true } });
// Each test fills the pool, a second a request, before and after the restart.
test.describe.configure({ timeout: 120_000 });

const RANDOM = '/v1/hadiths/random';
/** A refill of the whole pool, a second apart, on a loaded machine. */
const REFILL_TIMEOUT = 40_000;

/** The service's fault injection, which this file's `serverOptions` turn on. */
function faults(server: RunningServer): FaultControl {
  if (server.faults === null) throw new Error('the service was started without faults');
  return server.faults;
}

function randomRequests(server: RunningServer): number {
  return server.stats.byPath[RANDOM] ?? 0;
}

/** The pool holds each hadith once, and none a new tab showed lately. */
function expectNoDuplicates(state: ExtensionState): void {
  const ids = state.pool.map(({ id }) => id);
  expect(new Set(ids).size, 'a hadith pooled twice').toBe(ids.length);
  const recent = new Set(state.shown.slice(-HISTORY_LENGTH));
  expect(
    ids.filter((id) => recent.has(id)),
    'a pooled hadith that a tab showed',
  ).toEqual([]);
}

/** Every request that reached the service spent one unit of the budget, and no unit was spent without one. */
function expectBudgetMatches(state: ExtensionState, server: RunningServer): void {
  expect(budgetUsed(state)).toBe(server.stats.requests);
}

/** Hadiths that joined the pool during the wait from `refusedAt` to `waitEnds`: none may have. */
function expectNoneAddedDuring(state: ExtensionState, refusedAt: number, waitEnds: number): void {
  const during = state.pool.filter(({ addedAt }) => addedAt > refusedAt && addedAt < waitEnds);
  expect(during, 'hadiths fetched during the wait').toEqual([]);
  expect(state.pool.filter(({ addedAt }) => addedAt >= waitEnds).length).toBeGreaterThan(0);
}

/** A reader's day before the restart: a full pool, a favourite, a cached search. */
async function settleIn(
  page: Page,
  serviceWorker: Worker,
  extensionId: string,
): Promise<{ favourite: number; searchPage: string }> {
  await new NewTabPage(page).starShown();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('prayer');
  await expect(popup.pageStatus()).toHaveText(/^Page 1 of \d+ · [\d,]+ results$/);
  await expect
    .poll(async () => (await readExtensionState(serviceWorker)).pool.length, {
      timeout: REFILL_TIMEOUT,
    })
    .toBe(POOL_TARGET);
  const state = await readExtensionState(serviceWorker);
  expect(state.favourites).toHaveLength(1);
  expect(state.searchPages).toHaveLength(1);
  return { favourite: state.favourites[0]!, searchPage: state.searchPages[0]! };
}

/**
 * Opens new tabs until one shows a pooled hadith, which calls for a refill:
 * the service then receives a request. (A tab painted from a plan made before
 * the pool filled shows a saved hadith instead.)
 */
async function showPooledHadith(newTab: NewTabPage, server: RunningServer): Promise<void> {
  const before = randomRequests(server);
  await expect
    .poll(
      async () => {
        if (randomRequests(server) === before) {
          await newTab.goto();
          await expect(newTab.arabic()).not.toBeEmpty();
        }
        return randomRequests(server);
      },
      { intervals: [3_000], timeout: 20_000 },
    )
    .toBe(before + 1);
}

test('the worker stopped while a pool refill waits on the service: the next tab shows a hadith and the pool refills once', async ({
  page,
  context,
  server,
  serviceWorker,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack: 'Service worker stopped (DevTools protocol) while a pool refill request hangs',
    userSees: 'The next new tab shows a hadith at once; the pool is full again shortly after',
    requests:
      'The hung request, then one per hadith the pool lacks (each spending one budget unit)',
    dataKept: 'Favourites, cached search pages, settings; no hadith pooled twice',
  });
  await configure();
  const kept = await settleIn(page, serviceWorker, extensionId);
  const control = await attachWorkerControl(context, serviceWorker, extensionId);

  // The next refill's request never gets an answer.
  faults(server).next('hang', { route: 'random' });
  const newTab = new NewTabPage(page);
  await showPooledHadith(newTab, server);
  await control.stop();

  // A new tab wakes the worker: it paints from the stored plan, then reports.
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  await expect(newTab.reference()).toHaveText(CARD_REFERENCE);
  await control.running();
  await control.trackErrors();
  expect(await control.isFresh(), 'the worker restarted').toBe(true);

  await expect
    .poll(async () => (await readExtensionState(serviceWorker)).pool.length, {
      timeout: REFILL_TIMEOUT,
    })
    .toBe(POOL_TARGET);
  const state = await readExtensionState(serviceWorker);
  expectNoDuplicates(state);
  expectBudgetMatches(state, server);
  expect(state.favourites).toEqual([kept.favourite]);
  expect(state.searchPages).toContain(kept.searchPage);
  expect(state.storage.apiBaseUrl).toBe(server.url);
  expect(await control.errors(), 'errors in the restarted worker').toEqual([]);
  await control.close();
});

const SEARCH_FAULTS: { what: string; fault: FaultInput }[] = [
  { what: 'hangs', fault: 'hang' },
  // Headers arrive at once, the body over 8 s: the worker stops halfway through reading it.
  { what: 'arrives slowly', fault: { kind: 'drip', durationMs: 8_000 } },
];

for (const { what, fault } of SEARCH_FAULTS) {
  test(`the worker stopped while a search's answer ${what}: the popup sends it once more and shows the results`, async ({
    page,
    context,
    server,
    serviceWorker,
    extensionId,
    configure,
  }) => {
    recordResilience({
      attack: `Service worker stopped (DevTools protocol) while a popup search's answer ${what}`,
      userSees: 'The results, once the restarted worker has sent the search again; no error',
      requests: 'The interrupted search, then one more',
      dataKept: 'Favourites, cached search pages, settings, the pool',
    });
    await configure();
    const kept = await settleIn(page, serviceWorker, extensionId);
    const control = await attachWorkerControl(context, serviceWorker, extensionId);

    faults(server).next(fault, { route: 'search' });
    const popup = new PopupPage(page, extensionId);
    await popup.goto();
    const before = searchRequests(server);
    await popup.search('fasting');
    await expect.poll(() => searchRequests(server)).toBe(before + 1);
    await control.stop();

    // The restored search's results stay on screen until this one's arrive: wait for its matches.
    await expect(popup.marks().first()).toHaveText(/^fast/i);
    await expect(popup.pageStatus()).toHaveText(/^Page 1 of \d+ · [\d,]+ results$/);
    await expect(popup.alert()).toHaveCount(0);
    await expect(popup.offlineNotice()).toHaveCount(0);
    expect(searchRequests(server)).toBe(before + 2);
    expect(await control.isFresh(), 'the worker restarted').toBe(true);
    const state = await readExtensionState(serviceWorker);
    expect(state.pool).toHaveLength(POOL_TARGET);
    expectNoDuplicates(state);
    expectBudgetMatches(state, server);
    expect(state.favourites).toEqual([kept.favourite]);
    expect(state.searchPages).toContain(kept.searchPage);
    expect(state.searchPages).toHaveLength(2);
    await control.close();
  });
}

test('the worker stopped during a 429 wait: the restarted worker still waits, then the pool refills', async ({
  page,
  context,
  server,
  serviceWorker,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack:
      'Service worker stopped (DevTools protocol) during the wait a 429 with Retry-After asked for',
    userSees:
      'New tabs show pooled hadiths; a search shows offline results saying “Waiting until …”, then the service’s own results',
    requests:
      'The refused refill, then none until Retry-After ends, whatever tabs and searches wake the worker',
    dataKept: 'The wait itself (stored), favourites, cached search pages, settings, the pool',
  });
  // Long enough for a stop, a wake-up, new tabs and a search on a loaded machine.
  const retryAfterSeconds = 15;
  await configure();
  const kept = await settleIn(page, serviceWorker, extensionId);
  const control = await attachWorkerControl(context, serviceWorker, extensionId);

  faults(server).next({ kind: 'rate-limited', retryAfter: retryAfterSeconds }, { route: 'random' });
  const newTab = new NewTabPage(page);
  await showPooledHadith(newTab, server);
  await expect
    .poll(async () => blockedUntil(await readExtensionState(serviceWorker)))
    .toBeGreaterThan(Date.now());
  const waitEnds = blockedUntil(await readExtensionState(serviceWorker))!;
  const refused = server.stats.requests;
  const refusedAt = Date.now();
  await control.stop();

  // Every way of waking the worker, while the wait lasts: none sends a request.
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  await control.running();
  await control.trackErrors();
  expect(await control.isFresh(), 'the worker restarted').toBe(true);
  expect(blockedUntil(await readExtensionState(serviceWorker)), 'the wait survived').toBe(waitEnds);
  await newTab.anotherHadith().click();
  await expect(newTab.arabic()).not.toBeEmpty();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('charity');
  await expect(popup.offlineNotice()).toContainText('Waiting until');
  await expect(popup.results().first()).toBeVisible();
  expect(Date.now(), 'the checks ran within the wait').toBeLessThan(waitEnds);
  expect(server.stats.requests).toBe(refused);

  // Once it ends, the popup's search and the pool's refill go out, once each.
  await expect(popup.offlineNotice()).toHaveCount(0, { timeout: REFILL_TIMEOUT });
  await expect(popup.pageStatus()).toHaveText(/^Page 1 of \d+ · [\d,]+ results$/);
  await expect(popup.alert()).toHaveCount(0);
  await expect
    .poll(async () => (await readExtensionState(serviceWorker)).pool.length, {
      timeout: REFILL_TIMEOUT,
    })
    .toBe(POOL_TARGET);
  const state = await readExtensionState(serviceWorker);
  expect(searchRequests(server)).toBe(2);
  expectNoDuplicates(state);
  expectBudgetMatches(state, server);
  expect(blockedUntil(state)).toBeNull();
  expectNoneAddedDuring(state, refusedAt, waitEnds);
  expect(state.favourites).toEqual([kept.favourite]);
  expect(state.searchPages).toContain(kept.searchPage);
  expect(await control.errors(), 'errors in the restarted worker').toEqual([]);
  await control.close();
});

test('a 429 wait that ends while the worker is stopped and no page is open: its alarm wakes the worker, which refills the pool', async ({
  page,
  context,
  server,
  serviceWorker,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack:
      'Service worker stopped (DevTools protocol) during a 429 wait, with no extension page open until it ends',
    userSees: 'Nothing to see meanwhile; the pool is full again when the next new tab opens',
    requests: 'The refused refill, then none until Retry-After ends, then one per missing hadith',
    dataKept: 'The wait and the refill alarm (stored), favourites, settings, the pool',
  });
  await configure();
  const kept = await settleIn(page, serviceWorker, extensionId);
  const control = await attachWorkerControl(context, serviceWorker, extensionId);

  faults(server).next({ kind: 'rate-limited', retryAfter: 5 }, { route: 'random' });
  await showPooledHadith(new NewTabPage(page), server);
  await expect
    .poll(async () => blockedUntil(await readExtensionState(serviceWorker)))
    .toBeGreaterThan(Date.now());
  const waitEnds = blockedUntil(await readExtensionState(serviceWorker))!;
  const refusedAt = Date.now();
  // No extension page is left to wake the worker: only the alarm can.
  await page.goto('about:blank');
  await control.stop();
  await control.running();
  expect(
    Date.now(),
    'only the alarm, at the end of the wait, woke the worker',
  ).toBeGreaterThanOrEqual(waitEnds);
  expect(await control.isFresh(), 'the worker restarted').toBe(true);

  await expect
    .poll(async () => (await readExtensionState(serviceWorker)).pool.length, {
      timeout: REFILL_TIMEOUT,
    })
    .toBe(POOL_TARGET);
  const state = await readExtensionState(serviceWorker);
  expectNoneAddedDuring(state, refusedAt, waitEnds);
  expectNoDuplicates(state);
  expectBudgetMatches(state, server);
  expect(state.favourites).toEqual([kept.favourite]);
  await control.close();
});
