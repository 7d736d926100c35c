import { storage } from '#imports';
import { localDay, nextLocalMidnight } from '../locale/local-day';
import { dailyRequestBudget } from '../storage/settings';
import { localItem } from '../storage/keys';

/**
 * The daily request budget: every request the extension sends spends one unit
 * of the user's local day, searches included. The count lives in storage, so a
 * restarted worker still knows it.
 */

export interface BudgetRecord {
  /** The local day the count is for; another day starts at zero. */
  day: string;
  used: number;
  /** When the last request left, for pacing background requests. */
  lastSpentAt: number | null;
}

export interface BudgetStatus {
  limit: number;
  used: number;
  remaining: number;
  /** When a new day's budget starts. */
  resetsAt: number;
  lastSpentAt: number | null;
}

/** Background refills leave the last fifth of the budget to the user's own searches. */
export const SEARCH_RESERVE_SHARE = 0.2;

export const budgetRecord = storage.defineItem<BudgetRecord>(localItem('requestBudget'), {
  fallback: { day: '', used: 0, lastSpentAt: null },
  version: 1,
});

// The worker is the only spender; chaining makes check-and-spend atomic in it.
let queue: Promise<unknown> = Promise.resolve();

function serialised<T>(task: () => Promise<T>): Promise<T> {
  const result = queue.then(task);
  queue = result.catch(() => undefined);
  return result;
}

function normaliseLimit(value: number): number {
  return Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

export async function budgetStatus(now: number): Promise<BudgetStatus> {
  const [record, limit] = await Promise.all([
    budgetRecord.getValue(),
    dailyRequestBudget.getValue(),
  ]);
  const used = record.day === localDay(now) ? record.used : 0;
  const safeLimit = normaliseLimit(limit);
  return {
    limit: safeLimit,
    used,
    remaining: Math.max(0, safeLimit - used),
    resetsAt: nextLocalMidnight(now),
    lastSpentAt: record.lastSpentAt,
  };
}

/** The units background refills must leave unspent. */
export function refillReserve(limit: number): number {
  return Math.ceil(limit * SEARCH_RESERVE_SHARE);
}

/**
 * Spends one unit if more than `reserve` remain today; false (and nothing
 * spent) otherwise. Check and spend happen as one step.
 */
export function trySpendRequest(now: number, reserve = 0): Promise<boolean> {
  return serialised(async () => {
    const status = await budgetStatus(now);
    if (status.remaining <= reserve) return false;
    await budgetRecord.setValue({ day: localDay(now), used: status.used + 1, lastSpentAt: now });
    return true;
  });
}
