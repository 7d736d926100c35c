import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/service/api-client';
import { checkKey } from '@/lib/service/key-check';
import { describeKeyCheck, keyFormatWarning } from '@/lib/options/page/key-check-text';
import { activeBlock } from '@/lib/service/rate-limit-state';
import { apiKey } from '@/lib/storage/settings';
import { TEST_KEY, useScriptedService } from '../helpers/setup';
import type { ScriptedReply } from '../helpers/scripted-service';

/**
 * The options' key test, through the API client over real HTTP: what each
 * answer means for the key. The service's own error bodies are read in
 * tests/unit/service/service-fixtures.test.ts; here, what only the key test meets.
 */

const NOW = Date.UTC(2026, 0, 1, 12);
const RECORD = {
  id: 1,
  collection: 'bukhari',
  bookNumber: 1,
  hadithNumber: 1,
  arabicText: 'نص',
  translation: { text: 'Text' },
};

const service = useScriptedService();

async function testWith(reply: ScriptedReply, key = TEST_KEY) {
  service().reply(reply);
  return checkKey(
    { apiKey: key, apiBaseUrl: service().url, language: 'en' },
    {
      api: createApiClient({ spacingMs: 0, retryDelayMs: 0, now: () => NOW }),
      hasPermission: () => Promise.resolve(true),
    },
  );
}

function error(status: number, code: string, extra: Record<string, unknown> = {}) {
  return { success: false, error: { statusCode: status, error: code, message: 'm', ...extra } };
}

describe('checkKey, through the API client', () => {
  it('cuts the key out of a 403 message that echoes it', async () => {
    const body = error(403, 'KEY_REVOKED', { message: `Key ${TEST_KEY} revoked (${TEST_KEY})` });
    expect(await testWith({ status: 403, body })).toEqual({
      outcome: 'forbidden',
      code: 'KEY_REVOKED',
      message: 'Key [key] revoked ([key])',
    });
  });

  it.each<[string, ScriptedReply, unknown]>([
    [
      'an envelope',
      { body: { success: true, data: RECORD } },
      { outcome: 'works', rateLimit: null },
    ],
    [
      'a bare record with the rate headers',
      { body: RECORD, headers: { 'X-RateLimit-Remaining': '41', 'X-RateLimit-Limit': '60' } },
      { outcome: 'works', rateLimit: { remaining: 41, limit: 60 } },
    ],
    [
      'a 401 with a code',
      { status: 401, body: error(401, 'INVALID_API_KEY') },
      { outcome: 'rejected', code: 'INVALID_API_KEY' },
    ],
    [
      'a 401 with the status text where a code would be',
      { status: 401, body: error(401, 'Unauthorized') },
      { outcome: 'rejected', code: null },
    ],
    ['a 401 page', { status: 401, body: '<html></html>' }, { outcome: 'rejected', code: null }],
    ['a 402', { status: 402, body: error(402, 'BALANCE_DEPLETED') }, { outcome: 'no-credit' }],
    [
      'the throttler’s 429',
      {
        status: 429,
        body: { message: 'ThrottlerException: Too Many Requests' },
        headers: { 'Retry-After': '30' },
      },
      { outcome: 'rate-limited', daily: false, retryAt: NOW + 30_000, limit: null },
    ],
    [
      'a spent daily cap',
      {
        status: 429,
        body: error(429, 'DAILY_LIMIT_EXCEEDED', {
          limit: 500,
          resetsAt: '2026-01-02T00:00:00.000Z',
        }),
      },
      { outcome: 'rate-limited', daily: true, retryAt: Date.UTC(2026, 0, 2), limit: 500 },
    ],
    [
      'a 404',
      { status: 404, body: error(404, 'Not Found') },
      { outcome: 'not-this-service', status: 404, reason: 'not-found' },
    ],
    [
      'a proxy’s page',
      { status: 502, body: '<html>nginx</html>' },
      { outcome: 'server-error', status: 502, code: null },
    ],
    [
      'half a JSON body',
      { body: '{"data": [1, 2' },
      { outcome: 'not-this-service', status: 200, reason: 'not-json' },
    ],
    [
      'JSON that is not a hadith',
      { body: { hello: 'world' } },
      { outcome: 'not-this-service', status: 200, reason: 'bad-shape' },
    ],
    [
      'a 503',
      { status: 503, body: error(503, 'SERVICE_UNAVAILABLE') },
      { outcome: 'server-error', status: 503, code: 'SERVICE_UNAVAILABLE' },
    ],
  ])('%s', async (_, reply, expected) => {
    expect(await testWith(reply)).toEqual(expected);
  });

  it('sends the typed key, not the saved one, and only in the Authorization header', async () => {
    await apiKey.setValue('sk_mumin_saved_key_0000000000000000000000');
    await testWith({ body: RECORD }, TEST_KEY);
    const [request] = service().requests;
    expect(request?.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(request?.url).toBe('/v1/hadiths/random?language=en');
  });

  it('does not hold the saved key back for a typed key’s spent daily cap', async () => {
    await apiKey.setValue('sk_mumin_saved_key_0000000000000000000000');
    const spent = error(429, 'DAILY_LIMIT_EXCEEDED', { resetsAt: '2026-01-02T00:00:00.000Z' });
    await testWith({ status: 429, body: spent }, TEST_KEY);
    expect(await activeBlock(NOW)).toBeNull();
    // The saved key's own cap holds every request back, its tests included.
    await testWith({ status: 429, body: spent }, 'sk_mumin_saved_key_0000000000000000000000');
    expect(await activeBlock(NOW)).toMatchObject({ code: 'DAILY_LIMIT_EXCEEDED' });
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
  ])('%s warns on the production service: %s', (key, warns) => {
    expect(keyFormatWarning(key, '') !== null).toBe(warns);
    expect(keyFormatWarning(key, 'https://api.hadith.mumin.ink') !== null).toBe(warns);
  });

  it.each(['http://127.0.0.1:8080', 'https://hadith.example.org', 'ftp://x'])(
    'says nothing of the format for %s, whose keys may be of another kind',
    (address) => {
      expect(keyFormatWarning('demo-key', address)).toBeNull();
    },
  );
});

describe('describeKeyCheck', () => {
  it('gives the remaining rate limit when the service sent it', () => {
    const text = describeKeyCheck({ outcome: 'works', rateLimit: { remaining: 9, limit: 60 } });
    expect(text).toBe(
      'The key works. 9 of 60 requests left in the service’s current rate-limit window.',
    );
  });

  it('tells the daily cap apart from a rate limit, naming the limit when known', () => {
    const daily = describeKeyCheck({
      outcome: 'rate-limited',
      daily: true,
      retryAt: NOW,
      limit: null,
    });
    const burst = describeKeyCheck({
      outcome: 'rate-limited',
      daily: false,
      retryAt: NOW,
      limit: null,
    });
    const named = describeKeyCheck({
      outcome: 'rate-limited',
      daily: true,
      retryAt: NOW,
      limit: 500,
    });
    expect(daily).toMatch(/daily cap/);
    expect(burst).not.toMatch(/daily cap/);
    expect(named).toMatch(/^The key works, but today’s limit of 500 requests is reached \(429\)/);
  });
});
