import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/app';
import { HOSTILE_TEXT, type FaultInput } from '../../server/faults/kinds';
import { type ErrorJson, codeOf, type HadithJson, KEY } from './helpers';

const rate = { limit: 100_000, windowSeconds: 60 };
type FaultyServer = Awaited<ReturnType<typeof startFaulty>>;
const startFaulty = (wire: 'production' | 'bare') =>
  startServer({ port: 0, rate, wire, faults: true });

let production: FaultyServer;
let bare: FaultyServer;
beforeAll(async () => {
  [production, bare] = await Promise.all([startFaulty('production'), startFaulty('bare')]);
});
afterEach(() => {
  for (const server of [production, bare]) {
    server.faults.clear();
    server.stats.reset();
  }
});
afterAll(() => Promise.all([production.close(), bare.close()]));

const RANDOM = '/v1/hadiths/random';
const SEARCH = '/v1/hadiths/search?q=honey&limit=3';

async function faulted(server: FaultyServer, fault: FaultInput, path: string) {
  server.faults.next(fault);
  const response = await fetch(`${server.url}${path}`, {
    headers: { Authorization: `Bearer ${KEY}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The records of a body, whatever the wire and route. */
function records(body: Record<string, unknown>, path: string): HadithJson[] {
  const payload = 'success' in body ? body.data : body;
  if (path === RANDOM) return [payload as HadithJson];
  return (payload as { data: HadithJson[] }).data;
}

describe('hostile-content', () => {
  it.each([
    ['production', RANDOM],
    ['production', SEARCH],
    ['bare', RANDOM],
    ['bare', SEARCH],
  ] as const)('on %s %s puts the text into every shown field', async (wire, path) => {
    const server = wire === 'production' ? production : bare;
    const { status, body } = await faulted(server, 'hostile-content', path);
    expect(status).toBe(200);
    const found = records(body, path);
    expect(found.length).toBeGreaterThan(0);
    for (const record of found) {
      expect(record).toMatchObject({
        collection: HOSTILE_TEXT,
        arabicText: HOSTILE_TEXT,
        translation: { text: HOSTILE_TEXT },
        grades: [{ name: HOSTILE_TEXT, grade: HOSTILE_TEXT }],
      });
      // Production's text search answers with its search engine's ids, `"<hadith>_<language>"`.
      expect(String(record.id)).toMatch(/^\d+(_en)?$/);
      expect(record.hadithNumber).toEqual(expect.any(Number));
    }
    if (path === SEARCH) {
      const ids = found.map((record) => record.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('repeats its text to exactly `length` characters', async () => {
    const fault = { kind: 'hostile-content', text: 'ab\u202e', length: 100_000 } as const;
    const [record] = records((await faulted(production, fault, RANDOM)).body, RANDOM);
    expect(record!.arabicText).toHaveLength(100_000);
    expect(record!.arabicText.startsWith('ab\u202eab\u202e')).toBe(true);
    expect(record!.translation?.text).toBe(record!.arabicText);
  });

  it('on search, puts it into the first `records` records only', async () => {
    const fault = { kind: 'hostile-content', records: 1 } as const;
    const found = records((await faulted(production, fault, SEARCH)).body, SEARCH);
    expect(found).toHaveLength(3);
    expect(found.map((record) => record.arabicText === HOSTILE_TEXT)).toEqual([true, false, false]);
  });

  it.each<unknown>([
    { kind: 'hostile-content', text: '' },
    { kind: 'hostile-content', length: 0 },
    { kind: 'hostile-content', length: 1.5 },
    { kind: 'hostile-content', records: 0 },
    { kind: 'hostile-content', html: '<b>' },
    { kind: 'key-echo', status: 404 },
  ])('refuses %j with a message naming the field', (fault) => {
    expect(() => production.faults.next(fault as FaultInput)).toThrow(/invalid fault: /);
  });
});

describe('key-echo', () => {
  it.each([
    [undefined, 400, 'VALIDATION_ERROR'],
    [401, 401, 'INVALID_API_KEY'],
    [403, 403, 'KEY_REVOKED'],
    [500, 500, 'INTERNAL_ERROR'],
  ] as const)(
    'status %s answers %i %s with the key in its message',
    async (given, status, code) => {
      for (const server of [production, bare]) {
        const fault: FaultInput =
          given === undefined ? 'key-echo' : { kind: 'key-echo', status: given };
        const answer = await faulted(server, fault, RANDOM);
        expect(answer.status).toBe(status);
        const { error } = answer.body as unknown as ErrorJson;
        expect(error.statusCode).toBe(status);
        expect(codeOf(answer.body)).toBe(code);
        expect(error.message).toContain(KEY);
      }
    },
  );
});

describe('redirect', () => {
  it.each([undefined, 301, 308] as const)(
    'status %s points Location at `to` with the path and query',
    async (status) => {
      const fault: FaultInput = { kind: 'redirect', to: 'http://127.0.0.1:9/base/', status };
      production.faults.next(fault);
      const response = await fetch(`${production.url}${RANDOM}?language=en`, {
        headers: { Authorization: `Bearer ${KEY}` },
        redirect: 'manual',
      });
      expect(response.status).toBe(status ?? 307);
      expect(response.headers.get('location')).toBe(`http://127.0.0.1:9/base${RANDOM}?language=en`);
    },
  );

  it('refuses a target that is not a URL', () => {
    expect(() => production.faults.next({ kind: 'redirect', to: 'elsewhere' })).toThrow(
      /invalid fault: to: /,
    );
  });
});

describe('stats.received', () => {
  it('records each request’s method, target and Authorization header, in order', async () => {
    await fetch(`${production.url}${RANDOM}?language=en`, {
      headers: { Authorization: `Bearer ${KEY}` },
    });
    await fetch(`${production.url}/favicon.ico`);
    await fetch(`${production.url}${RANDOM}`, { method: 'OPTIONS' });
    expect(production.stats.received).toEqual([
      { method: 'GET', url: `${RANDOM}?language=en`, authorization: `Bearer ${KEY}` },
      { method: 'GET', url: '/favicon.ico', authorization: null },
      { method: 'OPTIONS', url: RANDOM, authorization: null },
    ]);
    production.stats.reset();
    expect(production.stats.received).toEqual([]);
  });

  it('leaves out the fault control route, like the counts', async () => {
    await fetch(`${production.url}/__faults`);
    expect(production.stats.received).toEqual([]);
  });
});
