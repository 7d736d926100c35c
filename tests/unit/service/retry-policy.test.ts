import { describe, expect, it } from 'vitest';
import { type FailedAttempt, shouldRetry } from '@/lib/service/retry-policy';

const NOW = Date.parse('2030-01-01T00:00:00Z');

describe('the retry policy', () => {
  it.each<[string, FailedAttempt, boolean]>([
    ['502', { kind: 'server', status: 502 }, true],
    ['503 without Retry-After', { kind: 'server', status: 503 }, true],
    ['503 asking for 1 s', { kind: 'server', status: 503, retryAfter: '1' }, true],
    ['503 asking for 120 s', { kind: 'server', status: 503, retryAfter: '120' }, false],
    [
      '503 asking until a date a minute away',
      { kind: 'server', status: 503, retryAfter: new Date(NOW + 60_000).toUTCString() },
      false,
    ],
    ['500', { kind: 'server', status: 500 }, false],
    ['504', { kind: 'server', status: 504 }, false],
    ['a connection cut after the answer began', { kind: 'network', answerStarted: true }, true],
    ['a refused connection', { kind: 'network', answerStarted: false }, false],
    ['a timeout', { kind: 'timeout' }, false],
    ['429', { kind: 'rate-limited', status: 429 }, false],
    ['402', { kind: 'no-credit', status: 402 }, false],
    ['401', { kind: 'unauthorized', status: 401 }, false],
    ['400', { kind: 'bad-request', status: 400 }, false],
    ['an answer not understood', { kind: 'bad-response', status: 200 }, false],
  ])('after %s: retry %s', (_, attempt, expected) => {
    expect(shouldRetry(attempt, 0, NOW)).toBe(expected);
  });

  it('never retries twice', () => {
    expect(shouldRetry({ kind: 'server', status: 502 }, 1, NOW)).toBe(false);
    expect(shouldRetry({ kind: 'network', answerStarted: true }, 1, NOW)).toBe(false);
  });
});
