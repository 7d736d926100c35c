import { describe, expect, it } from 'vitest';
import { HadithError } from '@/lib/hadith-error';
import { retryDelayMs } from '@/lib/search/page/retry';

describe('retryDelayMs', () => {
  const now = 1_000_000;
  it.each([
    ['a limit ending in 5 s', new HadithError('rate-limited', 'x', { retryAt: now + 5000 }), 5250],
    ['a limit already over', new HadithError('rate-limited', 'x', { retryAt: now - 5000 }), 1000],
    ['a limit without an end', new HadithError('rate-limited', 'x'), null],
    ['another kind', new HadithError('network', 'x', { retryAt: now + 5000 }), null],
  ])('%s', (_name, error, delay) => {
    expect(retryDelayMs(error, now)).toBe(delay);
  });
});
