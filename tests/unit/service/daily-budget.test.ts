import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  budgetRecord,
  budgetStatus,
  refillReserve,
  trySpendRequest,
} from '@/lib/service/daily-budget';
import { localDay, nextLocalMidnight } from '@/lib/locale/local-day';
import { dailyRequestBudget } from '@/lib/storage/settings';

const NOON = new Date(2030, 0, 2, 12, 0).getTime();

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the daily request budget', () => {
  it('spends one unit per request and refuses past the limit', async () => {
    await dailyRequestBudget.setValue(3);
    const spent = [];
    for (let i = 0; i < 5; i++) spent.push(await trySpendRequest(NOON + i));
    expect(spent).toEqual([true, true, true, false, false]);
    expect(await budgetStatus(NOON)).toMatchObject({ limit: 3, used: 3, remaining: 0 });
  });

  it('checks and spends atomically when requests race', async () => {
    await dailyRequestBudget.setValue(4);
    const spent = await Promise.all(Array.from({ length: 10 }, () => trySpendRequest(NOON)));
    expect(spent.filter(Boolean)).toHaveLength(4);
    expect((await budgetRecord.getValue()).used).toBe(4);
  });

  it('leaves the reserve unspent for a caller that asks it to', async () => {
    await dailyRequestBudget.setValue(10);
    expect(refillReserve(10)).toBe(2);
    let refills = 0;
    while (await trySpendRequest(NOON, refillReserve(10))) refills++;
    expect(refills).toBe(8);
    expect(await trySpendRequest(NOON)).toBe(true);
    expect(await trySpendRequest(NOON)).toBe(true);
    expect(await trySpendRequest(NOON)).toBe(false);
  });

  it('starts over after local midnight', async () => {
    await dailyRequestBudget.setValue(1);
    expect(await trySpendRequest(NOON)).toBe(true);
    expect(await trySpendRequest(NOON + 60_000)).toBe(false);
    const tomorrow = nextLocalMidnight(NOON);
    expect(localDay(tomorrow)).toBe('2030-01-03');
    expect((await budgetStatus(NOON)).resetsAt).toBe(tomorrow);
    expect(await trySpendRequest(tomorrow)).toBe(true);
  });

  it('spends nothing with a budget of zero', async () => {
    await dailyRequestBudget.setValue(0);
    expect(await trySpendRequest(NOON)).toBe(false);
  });
});
