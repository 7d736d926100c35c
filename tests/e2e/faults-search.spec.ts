import { quietFor } from './quiet';
import { CARD_REFERENCE } from '../flows/targets';
import type { FaultInput } from '../../server/faults/kinds';
import { expect, searchRequests, storedSettings, test } from './fixtures';
import { PopupPage } from './pages/popup-page';
import { recordResilience } from './resilience';

test.use({ serverOptions: { faults: true } });

/** Outlasts the client's one retry (1 s after a failure): anything sent by itself has left by then. */
const SETTLE_MS = 2_000;

/** What the popup shows after the faulted search. */
type Shown =
  /** Results from this device under "Offline results", with the sentence. */
  | { offline: string }
  /** The service's own results, no notice; `note` when each result carries one. */
  | { results: true; note?: string }
  /** The service's empty page: the no-results line. */
  | { empty: string }
  /** An alert with the sentence, no results. */
  | { alert: string };

interface SearchFault {
  attack: string;
  fault: FaultInput;
  /** Faulted answers in a row; 2 where one retry is allowed, so that the retry fails too. */
  count?: number;
  shown: Shown;
  /** Search requests the service receives for the faulted search. */
  requests: number;
  /** The resilience table's wording of `requests`. */
  requestsText: string;
  /** A second search meanwhile must send nothing (a rate limit holds). */
  holds?: boolean;
}

const UNREADABLE =
  'The service sent an answer this extension does not understand. Check the service address in the options.';
const UNREACHABLE =
  'The service could not be reached. Check your connection and the service address in the options.';
const SLOW = 'The service took too long to answer. Try again in a moment.';
const serverProblem = (status: number) =>
  `The service had a problem (HTTP ${status}). Try again in a moment.`;

const CASES: SearchFault[] = [
  {
    attack: 'Search: 429 with Retry-After',
    fault: { kind: 'rate-limited', retryAfter: 30 },
    shown: { offline: 'The service is limiting requests. Waiting until' },
    requests: 1,
    requestsText: '1, then none until the wait ends',
    holds: true,
  },
  {
    attack: 'Search: 429 without Retry-After',
    fault: { kind: 'rate-limited', retryAfter: null },
    shown: { offline: 'The service is limiting requests. Waiting until' },
    requests: 1,
    requestsText: '1, then none until the window resets',
    holds: true,
  },
  {
    attack: 'Search: daily cap reached (429 DAILY_LIMIT_EXCEEDED)',
    fault: 'daily-cap',
    shown: { offline: 'Today’s limit of 500 requests is reached; searches resume at' },
    requests: 1,
    requestsText: '1, then none until the cap resets',
    holds: true,
  },
  {
    attack: 'Search: 402, no credit left',
    fault: 'balance-depleted',
    shown: {
      offline:
        'The account has no credits left: each request costs one. Top it up on the dashboard.',
    },
    requests: 1,
    requestsText: '1, no retry',
  },
  {
    attack: 'Search: 403, key revoked',
    fault: 'key-revoked',
    shown: {
      alert:
        'This API key has been revoked. Create a new key on the dashboard and save it in the options.',
    },
    requests: 1,
    requestsText: '1, no retry',
  },
  {
    attack: 'Search: 500',
    fault: 'internal-error',
    shown: { offline: serverProblem(500) },
    requests: 1,
    requestsText: '1, no retry',
  },
  {
    attack: 'Search: 502, twice',
    fault: 'bad-gateway',
    count: 2,
    shown: { offline: serverProblem(502) },
    requests: 2,
    requestsText: '2 (one retry after 1 s)',
  },
  {
    attack: 'Search: 503, twice',
    fault: 'service-unavailable',
    count: 2,
    shown: { offline: serverProblem(503) },
    requests: 2,
    requestsText: '2 (one retry after 1 s)',
  },
  {
    attack: 'Search: a proxy’s HTML 502 page, twice',
    fault: 'html-error',
    count: 2,
    shown: { offline: serverProblem(502) },
    requests: 2,
    requestsText: '2 (one retry after 1 s)',
  },
  {
    attack: 'Search: no answer at all (hang)',
    fault: 'hang',
    shown: { offline: SLOW },
    requests: 1,
    requestsText: '1, abandoned at the 10 s timeout, no retry',
  },
  {
    attack: 'Search: a body that drips in over 60 s',
    fault: { kind: 'drip', durationMs: 60_000 },
    shown: { offline: SLOW },
    requests: 1,
    requestsText: '1, abandoned at the 10 s timeout, no retry',
  },
  {
    attack: 'Search: connection dropped mid-body, twice',
    fault: 'drop',
    count: 2,
    shown: { offline: UNREACHABLE },
    requests: 2,
    requestsText: '2 (one retry after 1 s)',
  },
  {
    attack: 'Search: malformed JSON',
    fault: 'malformed-json',
    shown: { offline: UNREADABLE },
    requests: 1,
    requestsText: '1, no retry',
  },
  {
    attack: 'Search: records missing fields',
    fault: 'missing-fields',
    shown: { offline: UNREADABLE },
    requests: 1,
    requestsText: '1, no retry',
  },
  {
    attack: 'Search: records with null fields',
    fault: 'null-fields',
    shown: { offline: UNREADABLE },
    requests: 1,
    requestsText: '1, no retry',
  },
  {
    attack: 'Search: numbers sent as strings',
    fault: 'string-numbers',
    shown: { results: true },
    requests: 1,
    requestsText: '1',
  },
  {
    attack: 'Search: unknown extra fields',
    fault: 'extra-fields',
    shown: { results: true },
    requests: 1,
    requestsText: '1',
  },
  {
    attack: 'Search: `translation: null` on every record',
    fault: 'translation-null',
    shown: { results: true, note: 'The service has no English translation of this hadith.' },
    requests: 1,
    requestsText: '1',
  },
  {
    attack: 'Search: `data: null`',
    fault: 'data-null',
    shown: { offline: UNREADABLE },
    requests: 1,
    requestsText: '1, no retry',
  },
  {
    attack: 'Search: an empty page',
    fault: 'empty-page',
    shown: { empty: 'No hadiths match “patience”.' },
    requests: 1,
    requestsText: '1',
  },
  {
    attack: 'Search: a 10 MB body with Content-Length',
    fault: 'huge-body',
    shown: { offline: UNREADABLE },
    requests: 1,
    requestsText: '1, refused before reading',
  },
  {
    attack: 'Search: a 10 MB body, chunked, no Content-Length',
    fault: { kind: 'huge-body', chunked: true },
    shown: { offline: UNREADABLE },
    requests: 1,
    requestsText: '1, cut off past 4 MiB',
  },
];

function userSees(shown: Shown): string {
  if ('offline' in shown) {
    const sentence = shown.offline.endsWith('.') ? shown.offline : `${shown.offline}…`;
    return `“Offline results” from this device, with “${sentence}”`;
  }
  if ('alert' in shown) return `An alert: “${shown.alert}”`;
  if ('empty' in shown) return `“${shown.empty}”`;
  return shown.note === undefined
    ? 'The service’s results, read correctly'
    : `The Arabic of each result, with “${shown.note}”`;
}

for (const { attack, fault, count = 1, shown, requests, requestsText, holds } of CASES) {
  test(attack, async ({ page, server, apiKey, serviceWorker, extensionId, configure }) => {
    recordResilience({
      attack,
      userSees: userSees(shown),
      requests: requestsText,
      dataKept:
        'offline' in shown
          ? 'settings kept; the hadiths held on this device answer meanwhile'
          : 'settings kept',
    });
    // The new tab's refills go to an address that does not answer: only searches reach the service.
    const settings = { apiBaseUrl: 'http://127.0.0.1:9', searchBaseUrl: `${server.url}/v1` };
    await configure(settings);
    const popup = new PopupPage(page, extensionId);
    await popup.goto();
    server.faults!.next(fault, { count, route: 'search' });

    // Nawawi's Forty, bundled, speaks of patience: offline results always exist.
    // Typed, not submitted: the pause in typing sends it. A click racing the
    // pause would, after an error, rightly send it again.
    await popup.queryBox().fill('patience');
    if ('offline' in shown) {
      // A timeout takes the client's 10 s before anything shows.
      await expect(popup.offlineNotice()).toContainText(shown.offline, { timeout: 20_000 });
      await expect(popup.results().first()).toBeVisible();
      await expect(popup.alert()).toHaveCount(0);
    } else if ('alert' in shown) {
      await expect(popup.alert().locator('p')).toHaveText(shown.alert);
      await expect(popup.results()).toHaveCount(0);
    } else if ('empty' in shown) {
      await expect(popup.page.locator('.empty')).toHaveText(shown.empty);
      await expect(popup.offlineNotice()).toHaveCount(0);
    } else {
      await expect(popup.pageStatus()).toHaveText(/^Page 1 of \d+ · \d+ results$/);
      await expect(popup.results()).toHaveCount(20);
      await expect(popup.offlineNotice()).toHaveCount(0);
      await expect(popup.alert()).toHaveCount(0);
      await expect(popup.results().first().locator('.reference')).toHaveText(CARD_REFERENCE);
      if (shown.note !== undefined) {
        await expect(popup.results().locator('.translation-missing')).toHaveCount(20);
        await expect(popup.results().first().locator('.translation-missing')).toHaveText(
          shown.note,
        );
      }
    }
    expect(searchRequests(server)).toBe(requests);

    if (holds === true) {
      // While the limit holds, another search is answered on this device, unsent.
      await popup.queryBox().fill('fasting');
      await expect(popup.offlineNotice()).toContainText(
        'offline' in shown ? shown.offline : 'Waiting until',
      );
    }
    await quietFor(SETTLE_MS);
    expect(searchRequests(server)).toBe(requests);
    expect(await storedSettings(serviceWorker)).toMatchObject({ ...settings, apiKey });
  });
}
