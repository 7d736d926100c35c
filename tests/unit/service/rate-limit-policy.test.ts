import { describe, expect, it } from 'vitest';
import {
  BACKOFF_CAP_MS,
  backoffMs,
  retryAtAfter429,
  retryAtWhenExhausted,
  type RateLimitHints,
} from '@/lib/service/rate-limit-policy';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const SECOND = 1_000;
const HOUR = 60 * 60 * SECOND;

describe('retryAtAfter429', () => {
  it.each<[string, RateLimitHints, number, number]>([
    ['Retry-After in seconds', { retryAfter: '30' }, 0, NOW + 30 * SECOND],
    ['Retry-After with spaces and a fraction', { retryAfter: ' 1.5 ' }, 0, NOW + 1.5 * SECOND],
    [
      'Retry-After as an HTTP date',
      { retryAfter: 'Sun, 01 Mar 2026 12:02:00 GMT' },
      0,
      NOW + 120 * SECOND,
    ],
    [
      'Retry-After of a huge number of seconds, taken as seconds',
      { retryAfter: '1800000000' },
      0,
      NOW + 25 * HOUR,
    ],
    ['Retry-After 0: a short minimum wait', { retryAfter: '0' }, 0, NOW + SECOND],
    [
      'an HTTP date in the past: the minimum wait',
      { retryAfter: 'Sun, 01 Mar 2026 11:00:00 GMT' },
      0,
      NOW + SECOND,
    ],
    ['X-RateLimit-Reset in seconds remaining', { rateLimitReset: '42' }, 0, NOW + 42 * SECOND],
    [
      'X-RateLimit-Reset as an epoch in seconds',
      { rateLimitReset: String(NOW / 1000 + 90) },
      0,
      NOW + 90 * SECOND,
    ],
    [
      'X-RateLimit-Reset as an epoch in ms',
      { rateLimitReset: String(NOW + 90 * SECOND) },
      0,
      NOW + 90 * SECOND,
    ],
    ['resetsAt as an ISO date', { resetsAt: '2026-03-02T00:00:00Z' }, 0, NOW + 12 * HOUR],
    ['resetsAt as an epoch in ms', { resetsAt: NOW + 3 * HOUR }, 0, NOW + 3 * HOUR],
    [
      'resetsAt over the per-window reset',
      { resetsAt: '2026-03-02T00:00:00Z', rateLimitReset: '42' },
      0,
      NOW + 12 * HOUR,
    ],
    [
      'Retry-After over everything else',
      { retryAfter: '5', resetsAt: '2026-03-02T00:00:00Z', rateLimitReset: '42' },
      0,
      NOW + 5 * SECOND,
    ],
    [
      'a garbled Retry-After falls through to the reset',
      { retryAfter: 'soon', rateLimitReset: '42' },
      0,
      NOW + 42 * SECOND,
    ],
    ['a hint beyond a day is capped', { resetsAt: '2026-03-09T00:00:00Z' }, 0, NOW + 25 * HOUR],
    ['no hints, first 429: backoff', {}, 0, NOW + 1 * SECOND],
    // The service counts refused requests too: a second 429 in a row waits longer than it says.
    ['Retry-After 1 on a second 429 in a row: backoff', { retryAfter: '1' }, 1, NOW + 2 * SECOND],
    ['Retry-After 1 on a fourth 429 in a row', { retryAfter: '1' }, 3, NOW + 8 * SECOND],
    ['a longer Retry-After on a second 429 still wins', { retryAfter: '30' }, 1, NOW + 30 * SECOND],
    ['no hints, third 429: backoff doubled twice', {}, 2, NOW + 4 * SECOND],
    [
      'empty headers count as none',
      { retryAfter: '', rateLimitReset: null, resetsAt: null },
      1,
      NOW + 2 * SECOND,
    ],
  ])('%s', (_case, hints, attempt, expected) => {
    expect(retryAtAfter429(hints, NOW, attempt, () => 0)).toBe(expected);
  });
});

describe('backoffMs', () => {
  it.each([
    [0, 0, 1_000],
    [0, 1, 2_000],
    [1, 0.5, 3_000],
    [3, 0, 8_000],
    [8, 1, 512_000],
    [9, 0, BACKOFF_CAP_MS / 2],
    [9, 1, BACKOFF_CAP_MS],
    [50, 1, BACKOFF_CAP_MS],
    [5_000, 1, BACKOFF_CAP_MS],
  ])('attempt %i with jitter %d waits %i ms', (attempt, jitter, expected) => {
    expect(backoffMs(attempt, () => jitter)).toBe(expected);
  });
});

describe('retryAtWhenExhausted', () => {
  it.each<[string, string | null, string | null, number | null]>([
    ['remaining 0 with a reset in seconds', '0', '20', NOW + 20 * SECOND],
    ['remaining 0 with an epoch reset', '0', String(NOW / 1000 + 45), NOW + 45 * SECOND],
    ['requests left', '3', '20', null],
    ['no header', null, '20', null],
    ['remaining 0 without a reset', '0', null, null],
    ['remaining 0 with a reset already past', '0', String(NOW / 1000 - 5), null],
  ])('%s', (_case, remaining, reset, expected) => {
    expect(retryAtWhenExhausted(remaining, reset, NOW)).toBe(expected);
  });
});
