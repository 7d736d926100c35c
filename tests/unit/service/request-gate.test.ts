import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRequestGate } from '@/lib/service/request-gate';

/** The gate's spacing on a fake clock: exact, whatever the machine's load. */
describe('the request gate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function recordingSend(departures: number[], label: string) {
    return async () => {
      departures.push(Date.now());
      return label;
    };
  }

  it('lets requests leave one at a time, spacing apart, in the order asked', async () => {
    const gate = createRequestGate(250);
    const departures: number[] = [];

    const answers = Promise.all(
      ['a', 'b', 'c'].map((key) => gate.run(key, recordingSend(departures, key))),
    );
    await vi.runAllTimersAsync();

    expect(await answers).toEqual(['a', 'b', 'c']);
    expect(departures).toEqual([0, 250, 500]);
  });

  it('lets a request leave at once when the last one left long enough ago', async () => {
    const gate = createRequestGate(250);
    const departures: number[] = [];
    await gate.run('a', recordingSend(departures, 'a'));
    vi.setSystemTime(1_000);

    await gate.run('b', recordingSend(departures, 'b'));

    expect(departures).toEqual([0, 1_000]);
  });

  it('shares an identical request in flight, and sends it again once it is answered', async () => {
    const gate = createRequestGate(250);
    const departures: number[] = [];

    const both = Promise.all([
      gate.run('a', recordingSend(departures, 'first')),
      gate.run('a', recordingSend(departures, 'second')),
    ]);
    await vi.runAllTimersAsync();
    expect(await both).toEqual(['first', 'first']);

    const again = gate.run('a', recordingSend(departures, 'third'));
    await vi.runAllTimersAsync();
    expect(await again).toBe('third');
    expect(departures).toEqual([0, 250]);
  });
});
