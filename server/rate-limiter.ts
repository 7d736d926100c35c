/** The numbers behind the X-RateLimit-* headers. */
export interface RateState {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the window ends (at least 1). */
  resetSeconds: number;
}

/**
 * A fixed window per bucket: it opens at the bucket's first request and lasts
 * `windowSeconds`. Refused requests are not counted and never move the window,
 * so a client that waits `Retry-After` is served.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(bucket: string): RateState {
    const now = this.now();
    const windowMs = this.windowSeconds * 1000;
    let window = this.windows.get(bucket);
    if (!window || now >= window.start + windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(bucket, window);
    }
    const allowed = window.count < this.limit;
    if (allowed) window.count++;
    return {
      allowed,
      limit: this.limit,
      remaining: this.limit - window.count,
      resetSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)),
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
