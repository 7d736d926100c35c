import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, type ServerOptions, startServer } from '../../server/app';
import { parseCliArgs } from '../../server/cli-args';
import { isLoopback } from '../../server/faults/control';
import { type FaultState, seededRandom } from '../../server/faults/faults';
import { type ErrorJson, KEY, type ProductionErrorJson } from './helpers';

const servers: RunningServer[] = [];
async function startFaulty(options: Partial<ServerOptions> = {}) {
  const server = await startServer({ port: 0, ...options, faults: true });
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const RANDOM = '/v1/hadiths/random';
const SEARCH = '/v1/hadiths/search?q=honey';

async function statusOf(server: RunningServer, path = RANDOM, key = KEY): Promise<number> {
  const response = await fetch(`${server.url}${path}`, {
    headers: { Authorization: `Bearer ${key}` },
  });
  await response.arrayBuffer();
  return response.status;
}

async function control<T = FaultState>(base: string, method = 'GET', body?: unknown, headers = {}) {
  const init = { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
  const response = await fetch(`${base}/__faults`, body === undefined ? { method, headers } : init);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as T,
  };
}

describe('server.faults', () => {
  it('faults the next N responses of a route, in order, then answers normally', async () => {
    const server = await startFaulty();
    server.faults.next('internal-error', { count: 2, route: 'search' });
    server.faults.next('balance-depleted');
    expect(server.faults.state().queue.map(({ remaining }) => remaining)).toEqual([2, 1]);
    expect(await statusOf(server)).toBe(402); // the search fault is skipped by random
    expect(await statusOf(server)).toBe(200);
    expect(await statusOf(server, SEARCH)).toBe(500);
    expect(server.faults.state().queue).toEqual([
      { fault: { kind: 'internal-error' }, route: 'search', remaining: 1 },
    ]);
    expect(await statusOf(server, SEARCH)).toBe(500);
    expect(await statusOf(server, SEARCH)).toBe(200);
    expect(server.faults.state()).toMatchObject({
      queue: [],
      injected: 3,
      byKind: { 'internal-error': 2, 'balance-depleted': 1 },
    });
  });

  it('faults a seeded share of responses, the same ones for the same seed', async () => {
    const runs = await Promise.all([startFaulty(), startFaulty()]);
    const expected = Array.from({ length: 40 }, seededRandom(7)).map((draw) => draw < 0.3);
    for (const server of runs) {
      server.faults.share('service-unavailable', 0.3, { seed: 7 });
      const faulted: boolean[] = [];
      for (let i = 0; i < 40; i++) faulted.push((await statusOf(server)) === 503);
      expect(faulted).toEqual(expected);
      const hits = expected.filter(Boolean).length;
      expect(hits).toBeGreaterThan(4);
      expect(server.faults.state().shares).toEqual([
        expect.objectContaining({ ratio: 0.3, seed: 7, drawn: 40, injected: hits }),
      ]);
    }
  });

  it('serves the queue before shares draw; share 0 never and 1 always faults', async () => {
    const server = await startFaulty();
    server.faults.share('bad-gateway', 0, { route: 'random' });
    server.faults.share('internal-error', 1, { route: 'search' });
    server.faults.next('balance-depleted', { route: 'search' });
    expect(await statusOf(server, SEARCH)).toBe(402);
    for (let i = 0; i < 3; i++) expect(await statusOf(server, SEARCH)).toBe(500);
    for (let i = 0; i < 3; i++) expect(await statusOf(server)).toBe(200);
    const [never, always] = server.faults.state().shares;
    expect(never).toMatchObject({ drawn: 3, injected: 0, seed: expect.any(Number) });
    expect(always).toMatchObject({ drawn: 3, injected: 3 });
  });

  it('clear() drops every fault and zeroes the counts', async () => {
    const server = await startFaulty();
    server.faults.next('hang', { count: 5 });
    server.faults.share('hang', 1);
    server.faults.next('internal-error');
    server.faults.clear();
    expect(await statusOf(server)).toBe(200);
    expect(server.faults.state()).toEqual({
      queue: [],
      shares: [],
      injected: 0,
      byKind: {},
      controlRequests: 0,
    });
  });

  it('faults only requests the service would accept, outside the daily cap', async () => {
    const server = await startFaulty({ daily: 2 });
    server.faults.next('internal-error');
    expect(await statusOf(server, RANDOM, 'wrong-key')).toBe(401);
    // A 400 counts against the cap, as production charges it.
    expect(await statusOf(server, '/v1/hadiths/search?q=a&lang=en')).toBe(400);
    expect(await statusOf(server)).toBe(500);
    expect(await statusOf(server)).toBe(200);
    expect(await statusOf(server)).toBe(429);
  });

  it('refuses faults it cannot inject, naming what is wrong', async () => {
    const { faults } = await startFaulty();
    expect(() => faults.next('hang', { count: 0 })).toThrow(/count/);
    expect(() => faults.share('hang', 1.5)).toThrow(/share/);
    expect(() => faults.next('teapot' as never)).toThrow(/invalid fault/);
    expect(() => faults.next({ kind: 'drip', durationMs: -1 })).toThrow(/durationMs/);
    expect(() => faults.next({ kind: 'hang', count: 2 } as never)).toThrow(/count/);
    expect(() => faults.next('empty-page', { route: 'any' })).toThrow(/search only/);
    expect(faults.state().queue).toEqual([]);
  });
});

describe('the /__faults control route', () => {
  it('adds, reads and clears faults; is not counted in stats.requests', async () => {
    const server = await startFaulty();
    const added = await control(server.url, 'POST', { fault: 'rate-limited', count: 2 });
    expect(added.status).toBe(200);
    expect(added.body.queue).toEqual([
      { fault: { kind: 'rate-limited', retryAfter: 1 }, route: 'any', remaining: 2 },
    ]);
    const shared = {
      fault: { kind: 'drip', durationMs: 10 },
      share: 0.5,
      seed: 3,
      route: 'search',
    };
    expect((await control(server.url, 'POST', shared)).status).toBe(200);
    expect(await statusOf(server)).toBe(429);

    const state = await control(server.url);
    expect(state.body).toMatchObject({
      queue: [{ remaining: 1 }],
      shares: [{ fault: { kind: 'drip', durationMs: 10 }, route: 'search', ratio: 0.5, seed: 3 }],
      injected: 1,
      byKind: { 'rate-limited': 1 },
      controlRequests: 3,
    });
    const cleared = await control(server.url, 'DELETE');
    expect(cleared.body).toMatchObject({ queue: [], shares: [], injected: 0, controlRequests: 4 });
    expect(await statusOf(server)).toBe(200);
    // The two extension requests, and none of the four control requests.
    expect(server.stats.requests).toBe(2);
    expect(server.stats.byPath).toEqual({ [RANDOM]: 2 });
  });

  it.each([
    ['not JSON', '{fault', /not JSON/],
    ['an unknown kind', { fault: 'teapot' }, /invalid fault/],
    ['a bad option', { fault: { kind: 'rate-limited', retryAfter: 'soon' } }, /retryAfter/],
    ['count and share', { fault: 'hang', count: 1, share: 0.5 }, /count or share/],
    ['a seed without share', { fault: 'hang', seed: 1 }, /seed goes with share/],
    ['an unknown field', { fault: 'hang', times: 2 }, /times/],
    ['an unknown route', { fault: 'hang', route: 'daily' }, /route/],
    ['empty-page on random', { fault: 'empty-page', route: 'random' }, /search only/],
  ])('answers 400 to %s', async (_what, body, message) => {
    const server = await startFaulty();
    const answer = await control<ErrorJson>(server.url, 'POST', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(server.faults.state().queue).toEqual([]);
  });

  it('refuses web pages, other methods and large bodies, and sends no CORS headers', async () => {
    const server = await startFaulty();
    const fromPage = await control(server.url, 'GET', undefined, { Origin: 'https://evil.test' });
    expect(fromPage.status).toBe(403);
    const preflight = await control(server.url, 'OPTIONS');
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('allow')).toBe('GET, POST, DELETE');
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const big = await control(server.url, 'POST', { fault: 'hang', pad: 'x'.repeat(70_000) });
    expect(big.status).toBe(413);
    expect(server.faults.state()).toMatchObject({ queue: [], controlRequests: 3 });
  });

  // Only loopback traffic is allowed on this project's machines, so the refusal of
  // other clients is checked on the address test rather than over a real interface.
  it.each([
    ['127.0.0.1', true],
    ['127.5.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.0.2.2', false],
    ['::ffff:10.0.0.1', false],
    ['fd00::2', false],
    [undefined, false],
  ])('isLoopback(%s) is %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });

  it('does not exist without faults: 404 like any unknown path, counted as a request', async () => {
    const server = await startServer({ port: 0 });
    servers.push(server);
    expect(server.faults).toBeNull();
    for (const method of ['GET', 'POST', 'DELETE']) {
      const answer = await fetch(`${server.url}/__faults`, {
        method,
        headers: { Authorization: `Bearer ${KEY}` },
        ...(method === 'POST' && { body: JSON.stringify({ fault: 'hang' }) }),
      });
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as ProductionErrorJson).error.error).toBe('Not Found');
    }
    expect(server.stats.byPath).toEqual({ '/__faults': 3 });
  });
});

describe('npm run serve -- --faults', () => {
  it('parses the flag', () => {
    expect(parseCliArgs(['--faults'])).toEqual({ help: false, options: { faults: true } });
    expect(parseCliArgs([])).toEqual({ help: false, options: {} });
  });

  it('prints the control address and injects what it is told', async () => {
    const main = join(import.meta.dirname, '../../server/main.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', main, '--port', '0', '--faults']);
    const exited = once(child, 'exit');
    try {
      const lines = await new Promise<string[]>((resolve, reject) => {
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.split('\n').length > 3) resolve(stdout.split('\n'));
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code} before listening`)));
      });
      const match = /^faults: (http:\/\/127\.0\.0\.1:\d+)\/__faults \(GET, POST, DELETE\)$/.exec(
        lines[2]!,
      );
      expect(match, lines.join('\n')).not.toBeNull();
      const base = match![1]!;
      expect((await control(base, 'POST', { fault: 'bad-gateway' })).status).toBe(200);
      const server = { url: base } as RunningServer;
      expect(await statusOf(server)).toBe(502);
      expect(await statusOf(server)).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toEqual([0, null]);
  });
});
