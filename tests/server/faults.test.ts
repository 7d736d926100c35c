import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServerOptions, startServer } from '../../server/app';
import type { FaultInput } from '../../server/faults/kinds';
import { type ErrorJson, KEY, codeOf } from './helpers';

const rate = { limit: 100_000, windowSeconds: 60 };
const startFaulty = (options: Partial<ServerOptions> = {}) =>
  startServer({ port: 0, rate, ...options, faults: true });
type FaultyServer = Awaited<ReturnType<typeof startFaulty>>;

let production: FaultyServer;
let bare: FaultyServer;
beforeAll(async () => {
  [production, bare] = await Promise.all([startFaulty(), startFaulty({ wire: 'bare' })]);
  // Loads the data first, so that timings below measure the faults alone.
  await Promise.all([
    fetch(urlOf(production, RANDOM), authorised()),
    fetch(urlOf(production, SEARCH, HONEY), authorised()),
  ]);
});
afterEach(() => {
  production.faults.clear();
  bare.faults.clear();
});
afterAll(() => Promise.all([production.close(), bare.close()]));

const RANDOM = '/v1/hadiths/random';
const SEARCH = '/v1/hadiths/search';
const HONEY = { q: 'honey', limit: '3' };

function urlOf(server: FaultyServer, path: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams(params);
  return `${server.url}${path}${query.size > 0 ? `?${query}` : ''}`;
}

const authorised = (signal?: AbortSignal): RequestInit => ({
  headers: { Authorization: `Bearer ${KEY}` },
  signal,
});

/** Queues `fault` for the next request, sends it, and reads the whole answer as text. */
async function faulted(
  fault: FaultInput,
  { server = production, path = RANDOM, params = {} as Record<string, string> } = {},
) {
  server.faults.next(fault);
  const response = await fetch(urlOf(server, path, params), authorised());
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    bytes: Buffer.byteLength(text),
  };
}

const json = <T>(text: string) => JSON.parse(text) as T;
type Body = Record<string, unknown> & { data: Record<string, unknown> };
type Search = { data: Record<string, unknown>[]; pagination: Record<string, unknown> };

describe('error faults', () => {
  it.each<[FaultInput, number, string, string | null]>([
    ['rate-limited', 429, 'RATE_LIMITED', '1'],
    [{ kind: 'rate-limited', retryAfter: 30 }, 429, 'RATE_LIMITED', '30'],
    [{ kind: 'rate-limited', retryAfter: null }, 429, 'RATE_LIMITED', null],
    ['balance-depleted', 402, 'BALANCE_DEPLETED', null],
    ['key-revoked', 403, 'KEY_REVOKED', null],
    [{ kind: 'refused', code: 'INVALID_API_KEY_FORMAT' }, 401, 'INVALID_API_KEY_FORMAT', null],
    [{ kind: 'refused', code: 'USER_NOT_FOUND' }, 401, 'USER_NOT_FOUND', null],
    [{ kind: 'refused', code: 'ACCOUNT_SUSPENDED' }, 403, 'ACCOUNT_SUSPENDED', null],
    [{ kind: 'refused', code: 'IP_NOT_WHITELISTED' }, 403, 'IP_NOT_WHITELISTED', null],
    ['internal-error', 500, 'INTERNAL_ERROR', null],
    ['bad-gateway', 502, 'BAD_GATEWAY', null],
    ['service-unavailable', 503, 'SERVICE_UNAVAILABLE', null],
  ])('%j answers %i %s in the error shape, Retry-After %s', async (fault, status, code, wait) => {
    for (const server of [production, bare]) {
      const answer = await faulted(fault, { server });
      expect(answer.status).toBe(status);
      expect(json<ErrorJson>(answer.text).error).toMatchObject({ statusCode: status });
      // Production's throttler 429 carries no code at all, only its message.
      const throttled = server === production && code === 'RATE_LIMITED';
      expect(codeOf(json(answer.text))).toBe(throttled ? undefined : code);
      expect(answer.headers.get('retry-after')).toBe(wait);
      if (status === 429) expect(answer.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(answer.headers.get('x-ratelimit-limit')).toBe('100000');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('daily-cap answers DAILY_LIMIT_EXCEEDED with limit, used and resetsAt, no Retry-After', async () => {
    const now = new Date();
    const midnight = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
    ).toISOString();
    const answer = await faulted(
      { kind: 'daily-cap', limit: 100 },
      { path: SEARCH, params: HONEY },
    );
    expect(answer.status).toBe(429);
    expect(json<ErrorJson>(answer.text).error).toEqual({
      statusCode: 429,
      timestamp: expect.any(String),
      path: '/v1/hadiths/search?q=honey&limit=3',
      method: 'GET',
      error: 'DAILY_LIMIT_EXCEEDED',
      message: 'Daily request limit exceeded',
      limit: 100,
      // Production counts the refused request too.
      used: 101,
      resetsAt: midnight,
    });
    expect(answer.headers.get('retry-after')).toBeNull();
  });

  it('invalid answers a validation 400, its messages a list on production', async () => {
    const fault: FaultInput = { kind: 'invalid', messages: ['page must not be less than 1'] };
    const answer = await faulted(fault, { path: SEARCH, params: HONEY });
    expect(answer.status).toBe(400);
    expect(json<ErrorJson>(answer.text).error).toMatchObject({
      error: 'Bad Request',
      message: ['page must not be less than 1'],
    });
    const fromBare = await faulted(fault, { server: bare, path: SEARCH, params: HONEY });
    expect(json<ErrorJson>(fromBare.text).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'page must not be less than 1',
    });
  });

  it('html-error answers a proxy page: 502 text/html, not JSON, no rate headers', async () => {
    const answer = await faulted('html-error');
    expect(answer.status).toBe(502);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.text).toContain('<title>502 Bad Gateway</title>');
    expect(() => JSON.parse(answer.text)).toThrow(SyntaxError);
    expect(answer.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('malformed-json answers 200 JSON cut in half', async () => {
    const answer = await faulted('malformed-json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.text.startsWith('{"success":true,"data":{"id":')).toBe(true);
    expect(() => JSON.parse(answer.text)).toThrow(SyntaxError);
  });
});

describe('shape faults, on both wires', () => {
  it('missing-fields drops required fields from records and pagination', async () => {
    const random = json<Body>((await faulted('missing-fields')).text).data;
    expect(random).toHaveProperty('id');
    expect(random).not.toHaveProperty('collection');
    expect(random).not.toHaveProperty('hadithNumber');
    const search = json<Search>(
      (await faulted('missing-fields', { server: bare, path: SEARCH, params: HONEY })).text,
    );
    expect(search.data).toHaveLength(3);
    for (const record of search.data) expect(record).not.toHaveProperty('collection');
    expect(Object.keys(search.pagination).sort()).toEqual(['hasPrev', 'limit', 'page', 'total']);
    const custom = await faulted(
      { kind: 'missing-fields', fields: ['arabicText'] },
      { server: bare },
    );
    expect(json<Record<string, unknown>>(custom.text)).not.toHaveProperty('arabicText');
  });

  it('null-fields sets fields to null', async () => {
    const search = json<{ data: Search }>(
      (await faulted('null-fields', { path: SEARCH, params: HONEY })).text,
    ).data;
    for (const record of search.data) {
      expect(record).toMatchObject({ collection: null, bookNumber: null, arabicText: null });
      // A text search on production: the search engine's string ids.
      expect(record.id).toEqual(expect.stringMatching(/^\d+_en$/));
    }
    expect(search.pagination).toMatchObject({ total: null, page: 1 });
  });

  it('string-numbers sends numbers as numeric strings', async () => {
    const record = json<Record<string, unknown>>(
      (await faulted('string-numbers', { server: bare })).text,
    );
    for (const field of ['id', 'collectionId', 'bookNumber', 'hadithNumber']) {
      expect(record[field]).toMatch(/^\d+$/);
    }
    const search = json<{ data: Search }>(
      (await faulted('string-numbers', { path: SEARCH, params: HONEY })).text,
    ).data;
    expect(search.pagination).toMatchObject({ page: '1', limit: '3', hasNext: true });
    expect(search.data[0]!.hadithNumber).toMatch(/^\d+$/);
  });

  it('extra-fields adds fields to records, pagination and the envelope', async () => {
    const body = json<Body>((await faulted('extra-fields')).text);
    expect(body).toMatchObject({ success: true, version: '2.0', meta: { cached: false } });
    expect(body.data).toMatchObject({
      languageCode: 'en',
      narrator: expect.any(String),
      grade: 'Sahih',
    });
    const search = json<Search & { took: number }>(
      (await faulted('extra-fields', { server: bare, path: SEARCH, params: HONEY })).text,
    );
    expect(search.took).toBe(3);
    expect(search.pagination.offset).toBe(0);
    expect(search.data[0]).toHaveProperty('futureField');
  });

  it('translation-null keeps the Arabic and drops every translation', async () => {
    const search = json<Search>(
      (await faulted('translation-null', { server: bare, path: SEARCH, params: HONEY })).text,
    );
    expect(search.data).toHaveLength(3);
    for (const record of search.data) {
      expect(record.translation).toBeNull();
      expect(record.arabicText).toEqual(expect.any(String));
    }
  });

  it('data-null: the envelope’s data, the bare record, or bare search’s list is null', async () => {
    expect(json<Body>((await faulted('data-null')).text)).toMatchObject({
      success: true,
      data: null,
    });
    const search = await faulted('data-null', { path: SEARCH, params: HONEY });
    expect(json<Body>(search.text)).toMatchObject({ success: true, data: null });
    expect((await faulted('data-null', { server: bare })).text).toBe('null');
    const bareSearch = json<Search>(
      (await faulted('data-null', { server: bare, path: SEARCH, params: HONEY })).text,
    );
    expect(bareSearch).toEqual({ data: null, pagination: expect.objectContaining({ page: 1 }) });
  });

  it('empty-page answers no results on search only', async () => {
    production.faults.next('empty-page');
    const random = json<Body>(await (await fetch(urlOf(production, RANDOM), authorised())).text());
    expect(random.data).toHaveProperty('arabicText');
    const page = await fetch(urlOf(production, SEARCH, { q: 'honey', page: '2' }), authorised());
    expect(json<{ data: Search }>(await page.text()).data).toEqual({
      data: [],
      pagination: { page: 2, limit: 20, total: 0, totalPages: 0, hasNext: false, hasPrev: false },
    });
    expect(() => production.faults.next('empty-page', { route: 'random' })).toThrow(/search only/);
  });

  it('hadith answers random with the hadith chosen, in the wire’s shape and the language asked', async () => {
    const chosen = { kind: 'hadith', id: 1000100 } as const;
    const fromProduction = json<Body>(
      (await faulted(chosen, { params: { language: 'ur' } })).text,
    ).data;
    expect(fromProduction).toMatchObject({
      id: 1000100,
      collection: 'Sahih al-Bukhari',
      translation: { languageCode: 'ur', hadithId: 1000100 },
    });
    const fromBare = json<Record<string, unknown>>(
      (await faulted(chosen, { server: bare, params: { language: 'fr' } })).text,
    );
    expect(fromBare).toMatchObject({ id: 1000100, translation: { text: expect.any(String) } });
    expect(() => production.faults.next(chosen, { route: 'search' })).toThrow(/random only/);
  });
});

describe('transport faults', () => {
  it('hang sends nothing until the client gives up; the next request is served', async () => {
    production.faults.next('hang');
    const started = Date.now();
    const hung = fetch(urlOf(production, RANDOM), authorised(AbortSignal.timeout(300)));
    await expect(hung).rejects.toThrow(expect.objectContaining({ name: 'TimeoutError' }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await fetch(urlOf(production, RANDOM), authorised())).status).toBe(200);
  });

  it('drip sends the headers at once, then the whole body a few bytes at a time', async () => {
    production.faults.next({ kind: 'drip', durationMs: 600 });
    const started = Date.now();
    const response = await fetch(urlOf(production, RANDOM), authorised());
    expect(Date.now() - started).toBeLessThan(400);
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks++;
      text += decoder.decode(read.value, { stream: true });
    }
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
    expect(chunks).toBeGreaterThan(20);
    expect(json<Body>(text).data).toHaveProperty('arabicText');
  });

  it('drop announces the whole body, sends half and closes the socket', async () => {
    production.faults.next('drop');
    const response = await fetch(urlOf(production, RANDOM), authorised());
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(100);
    await expect(response.text()).rejects.toThrow(TypeError);
  });

  it('close() ends hanging and dripping requests at once', async () => {
    const server = await startFaulty();
    server.faults.next('hang');
    server.faults.next({ kind: 'drip', durationMs: 60_000 });
    const hung = fetch(urlOf(server, RANDOM), authorised()).then((r) => r.text());
    await vi.waitFor(() => expect(server.faults.state().byKind.hang).toBe(1));
    const dripping = await fetch(urlOf(server, RANDOM), authorised());
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(hung).rejects.toThrow(TypeError);
    await expect(dripping.text()).rejects.toThrow(TypeError);
  });

  it.each([
    [{ kind: 'huge-body' } as const, '10485760'],
    [{ kind: 'huge-body', chunked: true } as const, null],
  ])('%j answers a valid body of 10 MiB, Content-Length %s', async (fault, length) => {
    const answer = await faulted(fault, { server: bare, path: SEARCH, params: HONEY });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe(length);
    expect(answer.bytes).toBe(10 * 2 ** 20);
    expect(json<Search>(answer.text).data).toHaveLength(3);
  });
});
