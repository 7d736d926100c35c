import { quietFor } from './quiet';
import { CARD_REFERENCE } from '../flows/targets';
import type { RunningServer } from '../../server/app';
import type { FaultInput } from '../../server/faults/kinds';
import { expect, storedSettings, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { recordResilience } from './resilience';

test.use({ serverOptions: { faults: true } });

/** Longer than the refill's pacing (1 s) and the client's retry delay (1 s). */
const SETTLE_MS = 2_500;
/** The pool's target, and the duplicates a run may spend on top (lib/new-tab/background/pool-refill.ts). */
const MAX_REFILL_REQUESTS = 10 + 5;

function randomRequests(server: RunningServer): number {
  return server.stats.byPath['/v1/hadiths/random'] ?? 0;
}

interface NewTabFault {
  attack: string;
  fault: FaultInput;
  /** Faulted answers in a row; 2 where one retry is allowed, so that the retry fails too. */
  count?: number;
  /** The quiet line under the built-in hadith shown instead. */
  notice: string;
  requests: number;
  requestsText: string;
}

const UNEXPECTED = 'The service address does not answer as expected';
const UNAVAILABLE = 'The service is unavailable';
const SLOW = 'The service is slow to answer';

const CASES: NewTabFault[] = [
  {
    attack: 'New tab refill: 429 with Retry-After',
    fault: { kind: 'rate-limited', retryAfter: 30 },
    notice: 'Rate-limited until',
    requests: 1,
    requestsText: '1, then none until the wait ends',
  },
  {
    attack: 'New tab refill: 429 without Retry-After',
    fault: { kind: 'rate-limited', retryAfter: null },
    notice: 'Rate-limited until',
    requests: 1,
    requestsText: '1, then none until the window resets',
  },
  {
    attack: 'New tab refill: daily cap reached',
    fault: 'daily-cap',
    notice: 'Today’s request limit is reached until',
    requests: 1,
    requestsText: '1, then none until the cap resets',
  },
  {
    attack: 'New tab refill: 402, no credit left',
    fault: 'balance-depleted',
    notice: 'No credits left on your account',
    requests: 1,
    requestsText: '1, next try in an hour',
  },
  {
    attack: 'New tab refill: 500',
    fault: 'internal-error',
    notice: UNAVAILABLE,
    requests: 1,
    requestsText: '1, next try in 5 minutes',
  },
  {
    attack: 'New tab refill: 502, twice',
    fault: 'bad-gateway',
    count: 2,
    notice: UNAVAILABLE,
    requests: 2,
    requestsText: '2 (one retry after 1 s), next try in 5 minutes',
  },
  {
    attack: 'New tab refill: 503, twice',
    fault: 'service-unavailable',
    count: 2,
    notice: UNAVAILABLE,
    requests: 2,
    requestsText: '2 (one retry after 1 s), next try in 5 minutes',
  },
  {
    attack: 'New tab refill: a proxy’s HTML 502 page, twice',
    fault: 'html-error',
    count: 2,
    notice: UNAVAILABLE,
    requests: 2,
    requestsText: '2 (one retry after 1 s), next try in 5 minutes',
  },
  {
    attack: 'New tab refill: no answer at all (hang)',
    fault: 'hang',
    notice: SLOW,
    requests: 1,
    requestsText: '1, abandoned at the 10 s timeout, next try in 5 minutes',
  },
  {
    attack: 'New tab refill: a body that drips in over 60 s',
    fault: { kind: 'drip', durationMs: 60_000 },
    notice: SLOW,
    requests: 1,
    requestsText: '1, abandoned at the 10 s timeout, next try in 5 minutes',
  },
  {
    attack: 'New tab refill: connection dropped mid-body, twice',
    fault: 'drop',
    count: 2,
    notice: 'Offline',
    requests: 2,
    requestsText: '2 (one retry after 1 s), next try in 5 minutes',
  },
  {
    attack: 'New tab refill: malformed JSON',
    fault: 'malformed-json',
    notice: UNEXPECTED,
    requests: 1,
    requestsText: '1, next try in an hour',
  },
  {
    attack: 'New tab refill: a record missing fields',
    fault: 'missing-fields',
    notice: UNEXPECTED,
    requests: 1,
    requestsText: '1, next try in an hour',
  },
  {
    attack: 'New tab refill: a record with null fields',
    fault: 'null-fields',
    notice: UNEXPECTED,
    requests: 1,
    requestsText: '1, next try in an hour',
  },
  {
    attack: 'New tab refill: `data: null`',
    fault: 'data-null',
    notice: UNEXPECTED,
    requests: 1,
    requestsText: '1, next try in an hour',
  },
  {
    attack: 'New tab refill: a 10 MB body, chunked, no Content-Length',
    fault: { kind: 'huge-body', chunked: true },
    notice: UNEXPECTED,
    requests: 1,
    requestsText: '1, cut off past 4 MiB, next try in an hour',
  },
];

for (const { attack, fault, count = 1, notice, requests, requestsText } of CASES) {
  test(attack, async ({ page, server, apiKey, serviceWorker, configure }) => {
    recordResilience({
      attack,
      userSees: `A hadith from the built-in collection, with “${notice}…” under it`,
      requests: requestsText,
      dataKept: 'settings kept; the built-in collection answers meanwhile',
    });
    server.faults!.next(fault, { count, route: 'random' });
    // Saving the settings starts the pool's refill, whose first answer is the fault.
    await configure();
    const newTab = new NewTabPage(page);
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    await expect(newTab.translation()).not.toBeEmpty();
    // A timeout takes the client's 10 s before the notice can say so.
    await expect(newTab.serviceNotice()).toContainText(
      `${notice}${notice.endsWith(' until') ? '' : ' · from the built-in collection'}`,
      { timeout: 20_000 },
    );
    await expect(newTab.alert()).toHaveCount(0);
    expect(randomRequests(server)).toBe(requests);

    const first = await newTab.shownHadith();
    await newTab.anotherHadith().click();
    await expect.poll(() => newTab.shownHadith()).not.toBe(first);
    await expect(newTab.serviceNotice()).toContainText(notice);
    await quietFor(SETTLE_MS);
    expect(randomRequests(server)).toBe(requests);
    expect(await storedSettings(serviceWorker)).toMatchObject({ apiKey, apiBaseUrl: server.url });
  });
}

test('New tab refill: `translation: null` on every record', async ({ page, server, configure }) => {
  recordResilience({
    attack: 'New tab refill: `translation: null` on every record',
    userSees:
      'The fetched hadith’s Arabic, with “The service has no English translation of this hadith.”',
    requests: 'the pool’s usual refill (10), no more',
    dataKept: 'settings kept; the hadiths are kept without translation',
  });
  server.faults!.share('translation-null', 1, { route: 'random' });
  await configure();
  await expect.poll(() => randomRequests(server), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  await expect(newTab.translation()).toHaveCount(0);
  await expect(newTab.page.locator('.translation-missing')).toHaveText(
    'The service has no English translation of this hadith.',
  );
  await expect(newTab.serviceNotice()).toHaveCount(0);
  await quietFor(SETTLE_MS);
  expect(randomRequests(server)).toBeLessThanOrEqual(MAX_REFILL_REQUESTS);
});

test('New tab refill: numbers as strings and unknown extra fields', async ({
  page,
  server,
  configure,
}) => {
  recordResilience({
    attack: 'New tab refill: numbers as strings and unknown extra fields',
    userSees: 'Fetched hadiths, read correctly, no notice',
    requests: 'the pool’s usual refill (10), no more',
    dataKept: 'settings kept; the hadiths are kept',
  });
  server.faults!.next('string-numbers', { count: 5, route: 'random' });
  server.faults!.next('extra-fields', { count: 5, route: 'random' });
  await configure();
  await expect.poll(() => randomRequests(server), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.translation()).not.toBeEmpty();
  await expect(newTab.reference()).toHaveText(CARD_REFERENCE);
  await expect(newTab.serviceNotice()).toHaveCount(0);
  expect(server.faults!.state().injected).toBe(10);
  await quietFor(SETTLE_MS);
  expect(randomRequests(server)).toBeLessThanOrEqual(MAX_REFILL_REQUESTS);
});
