/**
 * The 429 policy, as pure functions of the response's hints and the clock:
 * when may the next request leave? The caller persists the answer.
 */

/** Backoff without hints: the ceiling doubles from 2 s up to 15 min. */
export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 15 * 60_000;
/** A hint of "now" or the past still waits a little, so a retry is not instant. */
export const MIN_HINTED_WAIT_MS = 1_000;
/** The daily cap resets within a day; a longer hint is a misread unit. */
export const MAX_HINTED_WAIT_MS = 25 * 60 * 60_000;

/** What a 429 (or an exhausted success) told us about when to come back. */
export interface RateLimitHints {
  /** `Retry-After`: seconds, or an HTTP date. */
  retryAfter?: string | null;
  /** `X-RateLimit-Reset`: seconds remaining, or an epoch (seconds, or ms) when > 1e9. */
  rateLimitReset?: string | null;
  /** The body's `resetsAt` (DAILY_LIMIT_EXCEEDED): an ISO date or an epoch. */
  resetsAt?: string | number | null;
}

const NUMBER = /^\d+(\.\d+)?$/;

/** An epoch (s or ms) when > 1e9, else an amount of seconds from now. */
function fromNumber(value: number, now: number): number {
  if (value > 1e12) return value;
  if (value > 1e9) return value * 1000;
  return now + value * 1000;
}

function fromHeader(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (NUMBER.test(text)) return fromNumber(Number(text), now);
  const date = Date.parse(text);
  return Number.isFinite(date) ? date : null;
}

function fromRetryAfter(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  // Retry-After is never an epoch: a number is always seconds.
  if (NUMBER.test(text)) return now + Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isFinite(date) ? date : null;
}

function fromResetsAt(value: string | number | null | undefined, now: number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? fromNumber(value, now) : null;
  return fromHeader(value, now);
}

/** The wait for the `attempt`-th consecutive 429 (0-based): "equal jitter" in [ceiling/2, ceiling]. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * When the next request may leave after a 429. Hints win in this order:
 * Retry-After, the body's resetsAt (the daily cap, which the per-minute
 * X-RateLimit-Reset does not describe), X-RateLimit-Reset; else backoff.
 */
export function retryAtAfter429(
  hints: RateLimitHints,
  now: number,
  attempt: number,
  random: () => number = Math.random,
): number {
  const hinted =
    fromRetryAfter(hints.retryAfter, now) ??
    fromResetsAt(hints.resetsAt, now) ??
    fromHeader(hints.rateLimitReset, now);
  if (hinted === null) return now + backoffMs(attempt, random);
  // A second 429 in a row: the service counts refused requests too (production's
  // throttler does), so waiting only as long as it says can be refused again.
  const floor = attempt > 0 ? backoffMs(attempt, random) : MIN_HINTED_WAIT_MS;
  return Math.min(Math.max(hinted, now + floor), now + MAX_HINTED_WAIT_MS);
}

/**
 * After a success: when `X-RateLimit-Remaining` is 0 the next request would be
 * a known 429, so hold requests until the window resets. Null: not exhausted,
 * or no usable reset time.
 */
export function retryAtWhenExhausted(
  remaining: string | null,
  rateLimitReset: string | null,
  now: number,
): number | null {
  if (remaining === null || remaining.trim() !== '0') return null;
  const reset = fromHeader(rateLimitReset, now);
  if (reset === null || reset <= now) return null;
  return Math.min(reset, now + MAX_HINTED_WAIT_MS);
}
