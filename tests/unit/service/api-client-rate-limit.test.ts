import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from '@/lib/service/api-client';
import { activeBlock, forgetKeyBlock, rateLimitRecord } from '@/lib/service/rate-limit-state';
import { failure, useScriptedService } from '../helpers/setup';
import { pagination, realRecords, searchPayload } from '../helpers/wire';

const service = useScriptedService();
const T0 = Date.parse('2026-03-01T12:00:00Z');

/** A client on a clock the test moves; `random` 0 makes backoff the ceiling's half. */
function clientAt(clock: { now: number }, options: ApiClientOptions = {}) {
  return createApiClient({ spacingMs: 0, now: () => clock.now, random: () => 0, ...options });
}

const throttled = {
  status: 429,
  headers: { 'Retry-After': '30' },
  body: {
    success: false,
    error: { statusCode: 429, message: 'ThrottlerException: Too Many Requests' },
  },
};
const hadithReply = { body: { success: true, data: realRecords(1)[0] } };

describe('a block and the key it belongs to', () => {
  it('lifts a spent daily cap when another key is saved, never the throttler’s wait', async () => {
    const clock = { now: T0 };
    service().reply({
      status: 429,
      body: { error: { error: 'DAILY_LIMIT_EXCEEDED', resetsAt: '2026-03-02T00:00:00.000Z' } },
    });
    await failure(clientAt(clock).randomHadith('en'));
    expect(await activeBlock(T0)).toMatchObject({ code: 'DAILY_LIMIT_EXCEEDED' });
    await forgetKeyBlock();
    expect(await activeBlock(T0)).toBeNull();

    service().reply(throttled);
    await failure(clientAt(clock).randomHadith('en'));
    await forgetKeyBlock();
    expect(await activeBlock(T0)).toMatchObject({ code: null, until: T0 + 30_000 });
  });
});

describe('the API client under a rate limit', () => {
  it('honours Retry-After, persists the block and sends nothing until it ends', async () => {
    const clock = { now: T0 };
    service().reply(throttled);

    const first = await failure(clientAt(clock).randomHadith('en'));
    expect(first).toMatchObject({ kind: 'rate-limited', status: 429, retryAt: T0 + 30_000 });
    expect(first.serverMessage).toBe('ThrottlerException: Too Many Requests');

    // A restarted worker (a new client) still holds back.
    clock.now = T0 + 29_000;
    const held = await failure(clientAt(clock).randomHadith('en'));
    expect(held).toMatchObject({ kind: 'rate-limited', retryAt: T0 + 30_000 });
    expect(service().requests).toHaveLength(1);

    clock.now = T0 + 30_001;
    service().reply(hadithReply);
    expect((await clientAt(clock).randomHadith('en')).id).toBe(8000100);
    expect(service().requests).toHaveLength(2);
    expect(await rateLimitRecord.getValue()).toEqual({
      blockedUntil: null,
      attempts: 0,
      code: null,
    });
  });

  it('waits for the daily reset of DAILY_LIMIT_EXCEEDED and keeps its code while blocked', async () => {
    const clock = { now: T0 };
    const resetsAt = '2026-03-02T00:00:00.000Z';
    service().reply({
      status: 429,
      headers: { 'X-RateLimit-Reset': '42' },
      body: {
        success: false,
        error: {
          statusCode: 429,
          code: 'DAILY_LIMIT_EXCEEDED',
          message: 'Daily limit',
          limit: 500,
          used: 500,
          resetsAt,
        },
      },
    });

    const error = await failure(
      clientAt(clock).searchPage({ query: 'a', language: 'en', page: 1, limit: 20 }),
    );
    expect(error).toMatchObject({
      kind: 'rate-limited',
      code: 'DAILY_LIMIT_EXCEEDED',
      retryAt: Date.parse(resetsAt),
    });

    clock.now = T0 + 60 * 60_000;
    const held = await failure(clientAt(clock).randomHadith('en'));
    expect(held).toMatchObject({
      kind: 'rate-limited',
      code: 'DAILY_LIMIT_EXCEEDED',
      retryAt: Date.parse(resetsAt),
    });
    expect(service().requests).toHaveLength(1);
  });

  it('backs off exponentially without hints, and a success starts over', async () => {
    const clock = { now: T0 };
    service().reply({ status: 429 });

    const waits: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const error = await failure(clientAt(clock).randomHadith('en'));
      waits.push((error.retryAt ?? 0) - clock.now);
      clock.now = error.retryAt ?? 0;
    }
    expect(waits).toEqual([1_000, 2_000, 4_000]);

    service().reply(hadithReply);
    await clientAt(clock).randomHadith('en');
    service().reply({ status: 429 });
    const afterSuccess = await failure(clientAt(clock).randomHadith('en'));
    expect((afterSuccess.retryAt ?? 0) - clock.now).toBe(1_000);
  });

  it('holds back after a success that says no request is left in the window', async () => {
    const clock = { now: T0 };
    service().reply({
      ...hadithReply,
      headers: {
        'X-RateLimit-Limit': '60',
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': '20',
      },
    });

    await clientAt(clock).randomHadith('en');
    const held = await failure(clientAt(clock).randomHadith('en'));

    expect(held).toMatchObject({ kind: 'rate-limited', retryAt: T0 + 20_000 });
    expect(service().requests).toHaveLength(1);
  });

  it('stops the queue when a 429 arrives while requests wait their turn', async () => {
    const clock = { now: T0 };
    service().reply(throttled);
    const client = clientAt(clock, { spacingMs: 200 });

    const results = await Promise.allSettled([
      client.randomHadith('en'),
      client.randomHadith('fr'),
      client.randomHadith('ar'),
    ]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(service().requests).toHaveLength(1);
  });

  it('keeps a block from a 429 that arrives while an earlier request is still in flight', async () => {
    const clock = { now: T0 };
    service().reply((request) =>
      request.url.endsWith('language=en') ? { ...hadithReply, delayMs: 300 } : throttled,
    );
    const client = clientAt(clock, { spacingMs: 50 });

    const results = await Promise.allSettled([
      client.randomHadith('en'),
      client.randomHadith('fr'),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);

    const held = await failure(client.randomHadith('ar'));
    expect(held).toMatchObject({ kind: 'rate-limited', retryAt: T0 + 30_000 });
    expect(service().requests).toHaveLength(2);
  });
});

describe('the API client pacing', () => {
  // The spacing itself is timed on a fake clock in request-gate.test.ts: wall-clock
  // gaps here would make the test depend on the machine's load.
  it('queues requests in the order asked and shares identical ones in flight', async () => {
    service().reply(() => ({ body: searchPayload(realRecords(2), pagination(1, 2, 2)) }));
    const client = createApiClient({ spacingMs: 150 });
    const request = (query: string) =>
      client.searchPage({ query, language: 'en', page: 1, limit: 2 });

    const pages = await Promise.all([request('a'), request('a'), request('b'), request('c')]);

    expect(pages[1]).toEqual(pages[0]);
    const { requests } = service();
    expect(
      requests.map((received) => new URL(received.url, 'http://x').searchParams.get('q')),
    ).toEqual(['a', 'b', 'c']);
  });
});
