import { storage } from '#imports';
import { DAILY_LIMIT_EXCEEDED } from './codes';
import { localItem } from '../storage/keys';

/**
 * The 429 policy's memory. It lives in storage, not in a timer: the MV3 worker
 * is stopped after ~30 s idle, and a restarted worker must still hold back.
 */
export interface RateLimitRecord {
  /** Epoch ms until which no request leaves; null when not blocked. */
  blockedUntil: number | null;
  /** Consecutive 429s, for the backoff; a success resets it. */
  attempts: number;
  /** The service's code for the block, e.g. DAILY_LIMIT_EXCEEDED. */
  code: string | null;
  /** DAILY_LIMIT_EXCEEDED: the day's limit, to name it; absent in records written before. */
  limit?: number | null;
}

export interface ActiveBlock {
  until: number;
  code: string | null;
  limit: number | null;
}

const CLEAR: RateLimitRecord = { blockedUntil: null, attempts: 0, code: null };

export const rateLimitRecord = storage.defineItem<RateLimitRecord>(localItem('rateLimit'), {
  fallback: CLEAR,
  version: 1,
});

/** The block in force at `now`, or null. */
export async function activeBlock(now: number): Promise<ActiveBlock | null> {
  const { blockedUntil, code, limit = null } = await rateLimitRecord.getValue();
  return blockedUntil !== null && blockedUntil > now ? { until: blockedUntil, code, limit } : null;
}

/** How many 429s came in a row before the next one. */
export async function consecutiveRateLimits(): Promise<number> {
  return (await rateLimitRecord.getValue()).attempts;
}

/** A 429 arrived: hold every request until `retryAt`. */
export async function recordRateLimited(
  retryAt: number,
  code: string | null,
  limit: number | null = null,
): Promise<void> {
  const { attempts } = await rateLimitRecord.getValue();
  await rateLimitRecord.setValue({ blockedUntil: retryAt, attempts: attempts + 1, code, limit });
}

/**
 * A request succeeded: the backoff starts over. `exhaustedUntil` is set when
 * the service said no request is left in this window. A block that a 429
 * answered meanwhile (to a request sent while this one was in flight) stays.
 */
export async function recordSuccess(exhaustedUntil: number | null, now: number): Promise<void> {
  const current = await rateLimitRecord.getValue();
  const meanwhile = current.blockedUntil !== null && current.blockedUntil > now;
  const next: RateLimitRecord = meanwhile
    ? { ...current, blockedUntil: Math.max(current.blockedUntil ?? now, exhaustedUntil ?? now) }
    : { ...CLEAR, blockedUntil: exhaustedUntil };
  if (JSON.stringify(next) !== JSON.stringify(current)) await rateLimitRecord.setValue(next);
}

/**
 * The saved key changed: a spent daily cap was that key's own (the service
 * counts per key), so its block goes; the throttler's, per address, stays.
 */
export async function forgetKeyBlock(): Promise<void> {
  const current = await rateLimitRecord.getValue();
  if (current.code === DAILY_LIMIT_EXCEEDED) await rateLimitRecord.setValue(CLEAR);
}
