import { describe, expect, it } from 'vitest';
import { classifyKeyCheck } from '@/lib/key-check-outcome';
import { describeKeyCheck, keyFormatWarning } from '@/lib/key-check-text';

const NOW = Date.UTC(2026, 0, 1, 12);
const RECORD = {
  id: 1,
  collection: 'bukhari',
  bookNumber: 1,
  hadithNumber: 1,
  arabicText: 'نص',
  translation: { text: 'Text' },
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const map = new Headers(headers);
  return classifyKeyCheck({ status, headers: map, text, now: NOW, apiKey: KEY });
}

const KEY = 'sk_mumin_test_key_0123456789';

function error(status: number, code: string, extra: Record<string, unknown> = {}) {
  return { success: false, error: { statusCode: status, code, message: 'm', ...extra } };
}

describe('classifyKeyCheck', () => {
  it('cuts the key out of a 403 message that echoes it', () => {
    const body = error(403, 'KEY_REVOKED', { message: `Key ${KEY} revoked (${KEY})` });
    expect(answer(403, body)).toEqual({
      outcome: 'forbidden',
      code: 'KEY_REVOKED',
      message: 'Key [key] revoked ([key])',
    });
  });

  it.each([
    [200, { success: true, data: RECORD }, {}, { outcome: 'works', rateLimit: null }],
    [
      200,
      RECORD,
      { 'X-RateLimit-Remaining': '41', 'X-RateLimit-Limit': '60' },
      { outcome: 'works', rateLimit: { remaining: 41, limit: 60 } },
    ],
    [401, error(401, 'INVALID_API_KEY'), {}, { outcome: 'rejected', code: 'INVALID_API_KEY' }],
    [401, '<html></html>', {}, { outcome: 'rejected', code: null }],
    [402, error(402, 'BALANCE_DEPLETED'), {}, { outcome: 'no-credit' }],
    [
      403,
      error(403, 'KEY_REVOKED'),
      {},
      { outcome: 'forbidden', code: 'KEY_REVOKED', message: 'm' },
    ],
    [
      429,
      error(429, 'RATE_LIMITED'),
      { 'Retry-After': '30' },
      { outcome: 'rate-limited', daily: false, retryAt: NOW + 30_000 },
    ],
    [
      429,
      error(429, 'DAILY_LIMIT_EXCEEDED', { resetsAt: '2026-01-02T00:00:00.000Z' }),
      {},
      { outcome: 'rate-limited', daily: true, retryAt: Date.UTC(2026, 0, 2) },
    ],
    [429, '', {}, { outcome: 'rate-limited', daily: false, retryAt: null }],
    [
      404,
      error(404, 'NOT_FOUND'),
      {},
      { outcome: 'not-this-service', status: 404, reason: 'not-found' },
    ],
    [
      502,
      '<html>nginx</html>',
      {},
      { outcome: 'not-this-service', status: 502, reason: 'not-json' },
    ],
    [200, '{"data": [1, 2', {}, { outcome: 'not-this-service', status: 200, reason: 'not-json' }],
    [
      200,
      { hello: 'world' },
      {},
      { outcome: 'not-this-service', status: 200, reason: 'bad-shape' },
    ],
    [503, error(503, 'SERVICE_UNAVAILABLE'), {}, { outcome: 'server-error', status: 503 }],
  ])('HTTP %i %j → %j', (status, body, headers, expected) => {
    expect(answer(status, body, headers)).toEqual(expected);
  });
});

describe('keyFormatWarning', () => {
  it.each([
    ['', false],
    [`sk_mumin_${'a'.repeat(32)}`, false],
    [`sk_mumin_${'a'.repeat(33)}`, false],
    [`sk_mumin_${'B9_-'.repeat(16)}`, false],
    [`sk_mumin_${'a'.repeat(31)}`, true],
    ['demo-key', true],
    [`pk_mumin_${'a'.repeat(32)}`, true],
  ])('%s warns: %s', (key, warns) => {
    expect(keyFormatWarning(key) !== null).toBe(warns);
  });
});

describe('describeKeyCheck', () => {
  it('gives the remaining rate limit when the service sent it', () => {
    const text = describeKeyCheck({ outcome: 'works', rateLimit: { remaining: 9, limit: 60 } });
    expect(text).toBe(
      'The key works. 9 of 60 requests left in the service’s current rate-limit window.',
    );
  });

  it('tells the daily cap apart from a rate limit', () => {
    const daily = describeKeyCheck({ outcome: 'rate-limited', daily: true, retryAt: NOW });
    const burst = describeKeyCheck({ outcome: 'rate-limited', daily: false, retryAt: NOW });
    expect(daily).toMatch(/daily cap/);
    expect(burst).not.toMatch(/daily cap/);
  });
});
