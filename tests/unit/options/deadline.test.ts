import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { within } from '@/lib/options/page/deadline';

describe('within', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const never = new Promise<never>(() => {});

  it('gives the value of work that settles before the deadline', async () => {
    const done = within(Promise.resolve(7), Date.now() + 1000, new AbortController().signal);
    await expect(done).resolves.toEqual({ ended: 'settled', value: 7 });
  });

  it('ends at the deadline when the work never settles (a prompt nobody answers)', async () => {
    const done = within(never, Date.now() + 10_000, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(9_999);
    let ended: unknown;
    void done.then((value) => (ended = value));
    await Promise.resolve();
    expect(ended).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ ended: 'timed-out' });
  });

  it('ends at once when cancelled, and when cancelled before it began', async () => {
    const controller = new AbortController();
    const done = within(never, Date.now() + 10_000, controller.signal);
    controller.abort();
    await expect(done).resolves.toEqual({ ended: 'cancelled' });
    await expect(within(never, Date.now() + 10_000, controller.signal)).resolves.toEqual({
      ended: 'cancelled',
    });
  });

  it('passes on a rejection, and drops a value that comes after the deadline', async () => {
    const signal = new AbortController().signal;
    await expect(within(Promise.reject(new Error('no')), Date.now() + 10, signal)).rejects.toThrow(
      'no',
    );
    let late!: (value: number) => void;
    const done = within(
      new Promise<number>((resolve) => (late = resolve)),
      Date.now() + 10,
      signal,
    );
    await vi.advanceTimersByTimeAsync(10);
    late(1);
    await expect(done).resolves.toEqual({ ended: 'timed-out' });
  });
});
