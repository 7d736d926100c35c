import type { HadithErrorKind } from '../hadith-error';

/**
 * When the API client sends a failed request again by itself. Every request
 * costs the user a credit, so only failures that are likely to pass a moment
 * later are retried, once:
 * - 502 and 503: a proxy or the service restarting. Not when 503 names a wait
 *   longer than the retry delay: that wait is the service's to set.
 * - a connection dropped after the answer began: the request reached the
 *   service, which usually answers the next one whole.
 * Never retried: 500 (the same request fails the same way), a timeout (the
 * user already waited, and the service may be overloaded), 4xx and 429 (the
 * rate-limit policy decides when to ask again), a refused connection (offline:
 * a second later it is still offline), and an answer not understood.
 * A retry goes through the request gate and re-checks the 429 block and the
 * daily budget, so it never leaves while either holds requests back.
 */

/** At most this many retries per request. */
export const MAX_RETRIES = 1;
/** The pause before the retry: long enough for a proxy's hiccup, short for a waiting user. */
export const RETRY_DELAY_MS = 1_000;

export interface FailedAttempt {
  kind: HadithErrorKind;
  /** HTTP status, when the service answered. */
  status?: number;
  /** The Retry-After header, when there was one. */
  retryAfter?: string | null;
  /** The answer's headers had arrived when the connection failed. */
  answerStarted?: boolean;
}

/** Seconds from a Retry-After header (delta or HTTP date), or null when absent or unreadable. */
function retryAfterMs(header: string | null | undefined, now: number): number | null {
  if (header === null || header === undefined || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : date - now;
}

/** Whether the attempt that failed, after `retriesDone` retries, deserves another. */
export function shouldRetry(attempt: FailedAttempt, retriesDone: number, now: number): boolean {
  if (retriesDone >= MAX_RETRIES) return false;
  if (attempt.kind === 'network') return attempt.answerStarted === true;
  if (attempt.kind !== 'server') return false;
  if (attempt.status === 502) return true;
  if (attempt.status !== 503) return false;
  const wait = retryAfterMs(attempt.retryAfter, now);
  return wait === null || wait <= RETRY_DELAY_MS;
}
