import type { KeyCheck } from './key-check-outcome';

/** The production key format: `sk_mumin_` and 41, 42 or 73 characters in all. */
const PRODUCTION_KEY = /^sk_mumin_[A-Za-z0-9_-]+$/;
const PRODUCTION_LENGTHS = new Set([41, 42, 73]);

/** A warning when a typed key does not look like a production key; null when it does or is empty. */
export function keyFormatWarning(value: string): string | null {
  const key = value.trim();
  if (key === '' || (PRODUCTION_KEY.test(key) && PRODUCTION_LENGTHS.has(key.length))) return null;
  return 'This does not look like a key from dashboard.mumin.ink (they start with sk_mumin_). It is kept as typed: another service may use other keys.';
}

function clock(time: number): string {
  return new Date(time).toLocaleString(undefined, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Whether the test's result is good news, bad news about the key, or about the address. */
export type KeyCheckTone = 'success' | 'error' | 'warning';

export function keyCheckTone(check: KeyCheck): KeyCheckTone {
  if (check.outcome === 'works') return 'success';
  return check.outcome === 'rate-limited' || check.outcome === 'budget-spent' ? 'warning' : 'error';
}

/** The sentence the options page shows for a key test. */
export function describeKeyCheck(check: KeyCheck): string {
  switch (check.outcome) {
    case 'works': {
      const limit = check.rateLimit;
      if (limit === null) return 'The key works.';
      const of = limit.limit === null ? '' : ` of ${limit.limit}`;
      return `The key works. ${limit.remaining}${of} requests left in the service’s current rate-limit window.`;
    }
    case 'rejected':
      return `The service rejected this key (401${check.code ? ` ${check.code}` : ''}). Check that it was pasted whole, or create a new one on the dashboard.`;
    case 'no-credit':
      return 'The key is valid, but the account has no credit left (402). Top it up on the dashboard.';
    case 'forbidden':
      return `The key is revoked or access is blocked (403${check.code ? ` ${check.code}` : ''}). See the dashboard.`;
    case 'rate-limited': {
      const until = check.retryAt === null ? 'for a while' : `until ${clock(check.retryAt)}`;
      return check.daily
        ? `The key works, but its daily cap is reached (429): requests are refused ${until}.`
        : `The key is rate-limited (429): try again ${until}.`;
    }
    case 'server-error':
      return `The service answered with an error of its own (HTTP ${check.status}). The key could not be checked; try again later.`;
    case 'unreachable':
      return check.timedOut
        ? 'The service did not answer in time. Check the API base URL and your connection.'
        : 'The service could not be reached. Check the API base URL and your connection.';
    case 'not-this-service': {
      const what = {
        'not-found': 'answered 404 Not Found',
        'not-json': 'did not answer with JSON',
        'bad-shape': 'answered with something that is not a hadith',
      }[check.reason];
      return `The address ${what} (HTTP ${check.status}): it does not look like the Hadith service. Check the API base URL.`;
    }
    case 'no-key':
      return 'Type or paste a key first.';
    case 'bad-address':
      return `API base URL ${check.problem}`;
    case 'no-permission':
      return `Permission to reach ${check.host} was not granted, so the key was not sent.`;
    case 'budget-spent':
      return `Today’s request budget is spent, so nothing was sent. It renews at ${clock(check.resetsAt)}.`;
  }
}
