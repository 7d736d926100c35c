/** The numbers behind the X-RateLimit-* headers. */
export interface RateState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window ends (at least 1). */
  resetSeconds: number;
}

/**
 * Production's throttler (@nestjs/throttler 5): each request, refused ones
 * included, is a hit that expires `windowSeconds` after it was made, and a
 * request is refused while the bucket holds `limit` live hits. So the request
 * sent when `Retry-After` ends can be refused again, when refused hits are
 * still live: a client must back off further on a second 429.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(bucket: string): RateState {
    const now = this.now();
    const windowMs = this.windowSeconds * 1000;
    const live = (this.hits.get(bucket) ?? []).filter((at) => at + windowMs > now);
    const allowed = live.length < this.limit;
    live.push(now);
    this.hits.set(bucket, live);
    // The oldest live hit expiring is the soonest the count can drop.
    const resetMs = live[0]! + windowMs - now;
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(0, this.limit - live.length),
      resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
    };
  }
}

export interface DailyState {
  allowed: boolean;
  limit: number;
  used: number;
  /** ISO time of the next UTC midnight. */
  resetsAt: string;
}

/**
 * Counts a key's requests per UTC day. Like production, a refused request
 * counts too: `used` is then past the limit.
 */
export class DailyCap {
  private readonly days = new Map<string, { day: string; used: number }>();

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): DailyState {
    const now = new Date(this.now());
    const day = now.toISOString().slice(0, 10);
    let usage = this.days.get(key);
    if (usage?.day !== day) {
      usage = { day, used: 0 };
      this.days.set(key, usage);
    }
    usage.used++;
    const allowed = usage.used <= this.limit;
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    return {
      allowed,
      limit: this.limit,
      used: usage.used,
      resetsAt: new Date(midnight).toISOString(),
    };
  }
}
