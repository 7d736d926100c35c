import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, type ServerOptions, startServer } from '../../server/app';
import { DailyCap, RateLimiter } from '../../server/rate-limiter';
import { type Answer, type ErrorJson, call } from './helpers';

const servers: RunningServer[] = [];

async function serverWith(options: Partial<ServerOptions>): Promise<RunningServer> {
  const server = await startServer({ port: 0, keys: ['demo-key', 'other-key'], ...options });
  servers.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const random = (server: RunningServer, key = 'demo-key') =>
  call<ErrorJson>(server, '/v1/hadiths/random', {}, { key });

function rateHeaders({ headers }: Answer<unknown>) {
  return {
    limit: headers.get('x-ratelimit-limit'),
    remaining: headers.get('x-ratelimit-remaining'),
    reset: headers.get('x-ratelimit-reset'),
  };
}

describe('rate limit over HTTP', () => {
  it('counts down in headers, answers 429 with Retry-After, refuses again while refused hits live, then serves', async () => {
    // The limits' clock is the test's: it moves only when the test moves it.
    let now = Date.UTC(2026, 0, 1, 12);
    const server = await serverWith({ rate: { limit: 2, windowSeconds: 1 }, now: () => now });
    expect((await random(server, 'other-key')).status).toBe(200);
    const first = await random(server);
    expect(first.status).toBe(200);
    expect(rateHeaders(first)).toEqual({ limit: '2', remaining: '1', reset: '1' });
    expect(rateHeaders(await random(server))).toMatchObject({ remaining: '0' });

    const refused = await random(server);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      statusCode: 429,
      message: 'ThrottlerException: Too Many Requests',
    });
    // Production's throttler exception is a bare message: no code, and no X-RateLimit-* headers.
    expect(refused.body.error).not.toHaveProperty('error');
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(rateHeaders(refused)).toEqual({ limit: null, remaining: null, reset: null });

    // Refused requests are hits too, each live for the window from when it was made.
    now += 400;
    for (let i = 0; i < 2; i++) expect((await random(server)).status).toBe(429);
    // Retry-After has passed and the served hits have expired; the two refused later have not.
    now += 650;
    expect((await random(server)).status).toBe(429);
    now += 1100;
    const recovered = await random(server);
    expect(recovered.status).toBe(200);
    expect(rateHeaders(recovered)).toMatchObject({ remaining: '1' });
  });

  it('limits each route on its own, as production throttles per route', async () => {
    const server = await serverWith({ rate: { limit: 1, windowSeconds: 60 } });
    expect((await random(server)).status).toBe(200);
    expect((await random(server)).status).toBe(429);
    expect((await call(server, '/v1/collections')).status).toBe(200);
  });

  it('limits each key on its own', async () => {
    const server = await serverWith({ rate: { limit: 1, windowSeconds: 60 } });
    expect((await random(server)).status).toBe(200);
    expect((await random(server)).status).toBe(429);
    const other = await random(server, 'other-key');
    expect(other.status).toBe(200);
    expect(rateHeaders(other)).toEqual({ limit: '1', remaining: '0', reset: '60' });
  });

  it('counts requests without a valid key per client, and still answers them 401 first', async () => {
    const server = await serverWith({ rate: { limit: 1, windowSeconds: 60 } });
    const rejected = await random(server, 'wrong-key');
    expect(rejected.status).toBe(401);
    expect(rateHeaders(rejected)).toMatchObject({ limit: '1', remaining: '0' });
    expect((await random(server, 'wrong-key')).status).toBe(429);
    expect((await random(server)).status).toBe(200);
  });
});

describe('daily cap over HTTP', () => {
  it('answers 429 DAILY_LIMIT_EXCEEDED past N keyed requests, without Retry-After', async () => {
    const server = await serverWith({ daily: 3 });
    expect((await random(server)).status).toBe(200);
    // The key is checked and counted before the query: a 400 counts, a 401 does not.
    expect((await call(server, '/v1/hadiths/search', { q: 'a', lang: 'en' })).status).toBe(400);
    expect((await random(server, 'wrong-key')).status).toBe(401);
    expect((await random(server)).status).toBe(200);

    const capped = await random(server);
    expect(capped.status).toBe(429);
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    expect(capped.body.error).toEqual({
      statusCode: 429,
      timestamp: expect.any(String),
      path: '/v1/hadiths/random',
      method: 'GET',
      error: 'DAILY_LIMIT_EXCEEDED',
      message: 'Daily request limit exceeded',
      limit: 3,
      // The refused request counts too, as production's counter does.
      used: 4,
      resetsAt: new Date(midnight).toISOString(),
    });
    expect(capped.headers.get('retry-after')).toBeNull();
    expect(capped.headers.get('x-ratelimit-limit')).toBe('60');
    expect((await random(server, 'other-key')).status).toBe(200);
  });
});

describe('RateLimiter', () => {
  it('keeps each hit, refused ones too, for the window from when it was made', () => {
    let now = 10_000;
    const limiter = new RateLimiter(2, 10, () => now);
    expect(limiter.take('a')).toEqual({ allowed: true, limit: 2, remaining: 1, resetSeconds: 10 });
    now += 4_500;
    expect(limiter.take('a')).toEqual({ allowed: true, limit: 2, remaining: 0, resetSeconds: 6 });
    now += 5_000;
    expect(limiter.take('a')).toEqual({ allowed: false, limit: 2, remaining: 0, resetSeconds: 1 });
    // The first hit has expired, but the second and the refused third are live: refused again.
    now += 500;
    expect(limiter.take('a')).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 5 });
    expect(limiter.take('b')).toMatchObject({ allowed: true, remaining: 1 });
    // Once all but one have expired, it serves.
    now += 9_600;
    expect(limiter.take('a')).toMatchObject({ allowed: true, remaining: 0 });
  });
});

describe('DailyCap', () => {
  it('counts per UTC day, refused requests too, and resets at midnight', () => {
    let now = Date.parse('2026-03-01T23:59:58Z');
    const cap = new DailyCap(1, () => now);
    expect(cap.take('k')).toEqual({
      allowed: true,
      limit: 1,
      used: 1,
      resetsAt: '2026-03-02T00:00:00.000Z',
    });
    expect(cap.take('k')).toMatchObject({ allowed: false, used: 2 });
    now = Date.parse('2026-03-02T00:00:01Z');
    expect(cap.take('k')).toEqual({
      allowed: true,
      limit: 1,
      used: 1,
      resetsAt: '2026-03-03T00:00:00.000Z',
    });
  });
});
