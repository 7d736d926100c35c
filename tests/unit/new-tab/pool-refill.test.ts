import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { budgetStatus } from '@/lib/service/daily-budget';
import { POOL_TARGET } from '@/lib/new-tab/background/pool';
import { nextLocalMidnight } from '@/lib/locale/local-day';
import {
  REFILL_ALARM,
  REFILL_SPACING_MS,
  RETRY_AFTER_FAILURE_MS,
  refillFailure,
} from '@/lib/new-tab/background/pool-refill';
import { apiBaseUrl, dailyRequestBudget, language } from '@/lib/storage/settings';
import { useNewTabBackground } from '../helpers/new-tab';
import { useScriptedService } from '../helpers/setup';
import { realRecords, wireBody } from '../helpers/wire';

const service = useScriptedService();
const background = useNewTabBackground();

/** Answers each random request with the next real record, in the language asked. */
function serveDistinctRecords(): void {
  let next = 0;
  service().reply((request) => {
    const lang = new URL(request.url, 'http://x').searchParams.get('language') ?? 'en';
    return { body: wireBody('production', realRecords(82, lang)[next++ % 82]) };
  });
}

describe('refilling the pool', () => {
  it('fills it to its target, one request at a time, at least a second apart', async () => {
    serveDistinctRecords();
    await background().refill.run();

    expect(await background().pool.size('en')).toBe(POOL_TARGET);
    expect(service().requests).toHaveLength(POOL_TARGET);
    // The fake clock only moves when the refill waits: every gap is a full second.
    expect(background().sleeps).toEqual(Array(POOL_TARGET - 1).fill(REFILL_SPACING_MS));
    expect(await refillFailure.getValue()).toBeNull();
  });

  it('sends nothing when the pool is full', async () => {
    serveDistinctRecords();
    await background().refill.run();
    service().requests.length = 0;
    await background().refill.run();
    expect(service().requests).toHaveLength(0);
  });

  it('stops at the budget, keeping a fifth for searches, and comes back after midnight', async () => {
    await dailyRequestBudget.setValue(5);
    serveDistinctRecords();
    await background().refill.run();

    expect(service().requests).toHaveLength(4);
    expect((await budgetStatus(background().clock.now)).used).toBe(4);
    expect(await refillFailure.getValue()).toMatchObject({ kind: 'budget-spent' });
    const alarm = await fakeBrowser.alarms.get(REFILL_ALARM);
    expect(alarm?.scheduledTime).toBe(nextLocalMidnight(background().clock.now));
  });

  it('remembers that the service is unreachable and tries again in a few minutes', async () => {
    await apiBaseUrl.setValue('http://127.0.0.1:9');
    await background().refill.run();

    expect(await refillFailure.getValue()).toMatchObject({ kind: 'network' });
    const alarm = await fakeBrowser.alarms.get(REFILL_ALARM);
    expect(alarm?.scheduledTime).toBe(background().clock.now + RETRY_AFTER_FAILURE_MS);
  });

  it('holds a failure’s wait against the runs each new tab asks for', async () => {
    service().reply({ status: 500, body: { message: 'Internal server error' } });
    const { refill, clock } = background();
    await refill.run();
    expect(service().requests).toHaveLength(1);

    // A new tab asks for a run a second later: it sends nothing and keeps the wait.
    clock.now += REFILL_SPACING_MS;
    await refill.run();
    expect(service().requests).toHaveLength(1);
    const alarm = await fakeBrowser.alarms.get(REFILL_ALARM);
    expect(alarm?.scheduledTime).toBe(clock.now - REFILL_SPACING_MS + RETRY_AFTER_FAILURE_MS);

    // Once the wait is over, the next run asks again.
    serveDistinctRecords();
    clock.now += RETRY_AFTER_FAILURE_MS;
    await refill.run();
    expect(service().requests.length).toBeGreaterThan(1);
    expect(await refillFailure.getValue()).toBeNull();
  });

  it('fetches in the configured language and drops the others when it changes', async () => {
    serveDistinctRecords();
    await background().refill.run();
    await language.setValue('fr');
    await background().pool.keepOnly('fr');
    expect(await background().pool.size('en')).toBe(0);

    await background().refill.run();
    expect(await background().pool.size('fr')).toBe(POOL_TARGET);
    expect(service().requests.at(-1)?.url).toBe('/v1/hadiths/random?language=fr');
  });

  it('runs again after a run that a new language cut short, when asked meanwhile', async () => {
    let next = 0;
    service().reply((request) => {
      const lang = new URL(request.url, 'http://x').searchParams.get('language') ?? 'en';
      // The first answer takes a while: the language changes while the run waits on it.
      return {
        body: wireBody('production', realRecords(82, lang)[next % 82]),
        delayMs: next++ === 0 ? 300 : undefined,
      };
    });
    const { refill, pool } = background();
    const first = refill.run();
    await vi.waitFor(() => expect(service().requests).toHaveLength(1));
    // As the background's watcher does: the pool keeps French only, and a run is asked for.
    await language.setValue('fr');
    await pool.keepOnly('fr');
    const second = refill.run();
    await Promise.all([first, second]);

    expect(await pool.size('fr')).toBe(POOL_TARGET);
    expect(service().requests.at(-1)?.url).toBe('/v1/hadiths/random?language=fr');
  });

  it('keeps the earlier of two scheduled runs', async () => {
    const { refill, clock } = background();
    await refill.schedule(clock.now + 60_000);
    await refill.schedule(clock.now + 120_000);
    expect((await fakeBrowser.alarms.get(REFILL_ALARM))?.scheduledTime).toBe(clock.now + 60_000);
    await refill.schedule(clock.now + 1_000);
    expect((await fakeBrowser.alarms.get(REFILL_ALARM))?.scheduledTime).toBe(clock.now + 1_000);
  });
});
