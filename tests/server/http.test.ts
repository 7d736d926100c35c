import { connect } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/app';
import {
  type Envelope,
  type ErrorJson,
  type HadithJson,
  type ProductionErrorJson,
  type SearchJson,
  call,
} from './helpers';

let production: RunningServer;
let bare: RunningServer;
const rate = { limit: 100_000, windowSeconds: 60 };

beforeAll(async () => {
  production = await startServer({ port: 0, rate, keys: ['demo-key', 'second-key'] });
  bare = await startServer({ port: 0, rate, wire: 'bare' });
});
afterAll(() => Promise.all([production.close(), bare.close()]));

const META = { requestId: expect.any(String), timestamp: expect.any(String) };

function expectHadith(value: unknown) {
  expect(value).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      collection: expect.any(String),
      arabicText: expect.any(String),
    }),
  );
}

describe('wire shapes', () => {
  it('production wraps random in its envelope: {success, data, meta}', async () => {
    const { status, body } = await call<Envelope<HadithJson>>(production, '/v1/hadiths/random');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: expect.any(Object), meta: META });
    expectHadith(body.data);
    expect(Number.isNaN(Date.parse(body.meta.timestamp))).toBe(false);
  });

  it('production puts the published search shape under data', async () => {
    const { body } = await call<Envelope<SearchJson>>(production, '/v1/hadiths/search', {
      q: 'honey',
    });
    expect(Object.keys(body).sort()).toEqual(['data', 'meta', 'success']);
    expect(Object.keys(body.data).sort()).toEqual(['data', 'pagination']);
    // A text query comes from the search engine: its ids are strings (production-wire.test.ts).
    expect(body.data.data[0]).toMatchObject({ id: expect.stringMatching(/^\d+_en$/) });
  });

  it('bare answers random with the record itself', async () => {
    const { status, body } = await call<HadithJson>(bare, '/v1/hadiths/random');
    expect(status).toBe(200);
    expectHadith(body);
    expect(body).not.toHaveProperty('success');
  });

  it('bare answers search with {data, pagination} at the top', async () => {
    const { body } = await call<SearchJson>(bare, '/hadiths/search', { q: 'honey', limit: 3 });
    expect(Object.keys(body).sort()).toEqual(['data', 'pagination']);
    expect(body.data).toHaveLength(3);
    expect(body.pagination).toMatchObject({ page: 1, limit: 3, hasPrev: false });
  });

  it('production sends errors as its exception filter does: the code in error.error', async () => {
    const { status, body, headers } = await call<ProductionErrorJson>(
      production,
      '/v1/hadiths/random',
      {},
      { key: null },
    );
    expect(status).toBe(401);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toEqual({
      success: false,
      error: {
        statusCode: 401,
        timestamp: expect.any(String),
        path: '/v1/hadiths/random',
        method: 'GET',
        error: 'MISSING_API_KEY',
        message: 'API Key required',
      },
      meta: { requestId: expect.any(String) },
    });
  });

  it('bare sends errors with the code in error.code and one message', async () => {
    const { status, body } = await call<ErrorJson>(bare, '/v1/hadiths/search');
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
        parameter: 'q',
      },
      meta: META,
    });
  });
});

describe('validation', () => {
  it.each([
    ['q is missing', {}, 'q'],
    ['q is blank', { q: '   ' }, 'q'],
    ['page is 0', { q: 'honey', page: 0 }, 'page'],
    ['page is not a number', { q: 'honey', page: 'x' }, 'page'],
    ['page is negative', { q: 'honey', page: -1 }, 'page'],
    ['page is a fraction', { q: 'honey', page: 1.5 }, 'page'],
    ['limit is 0', { q: 'honey', limit: 0 }, 'limit'],
    ['limit is 101', { q: 'honey', limit: 101 }, 'limit'],
    ['limit is empty', { q: 'honey', limit: '' }, 'limit'],
    ['a parameter is unknown', { q: 'honey', lang: 'en' }, 'lang'],
    ['language is not a code', { q: 'honey', language: '../etc' }, 'language'],
  ])('bare search answers 400 when %s, naming the parameter', async (_, params, parameter) => {
    const { status, body } = await call<ErrorJson>(bare, '/v1/hadiths/search', params);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', parameter });
    expect(body.error.message).toMatch(new RegExp(`\\b${parameter}\\b`));
  });

  it('bare search answers 400 for a repeated parameter', async () => {
    const response = await fetch(`${bare.url}/v1/hadiths/search?q=a&q=b`, {
      headers: { Authorization: 'Bearer demo-key' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toMatch(/\bq\b/);
  });

  it('bare random answers 400 for an unknown parameter', async () => {
    const { status, body } = await call<ErrorJson>(bare, '/v1/hadiths/random', { lang: 'en' });
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/\blang\b/);
  });

  it.each([
    ['a parameter is unknown', { q: 'honey', lang: 'en' }, ['property lang should not exist']],
    ['a cache-buster is added', { q: 'honey', _: 1700000000 }, ['property _ should not exist']],
    ['page is 0', { q: 'honey', page: 0 }, ['page must not be less than 1']],
    [
      'page is not a number',
      { q: 'honey', page: 'x' },
      ['page must be an integer number', 'page must not be less than 1'],
    ],
    ['page is a fraction', { q: 'honey', page: 1.5 }, ['page must be an integer number']],
    ['limit is 0', { q: 'honey', limit: 0 }, ['limit must not be less than 1']],
    [
      'two parameters are wrong',
      { q: 'honey', lang: 'en', limit: -2 },
      ['property lang should not exist', 'limit must not be less than 1'],
    ],
  ])(
    'production search answers 400 with a list of messages when %s',
    async (_, params, messages) => {
      const { status, body } = await call<ProductionErrorJson>(
        production,
        '/v1/hadiths/search',
        params,
      );
      expect(status).toBe(400);
      // Framework errors carry the status text, not a code.
      expect(body.error).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect([...(body.error.message as string[])].sort()).toEqual([...messages].sort());
    },
  );

  it.each([
    ['missing', {}],
    ['empty', { q: '' }],
    ['blank', { q: '   ' }],
  ])('production answers a %s q with an empty list, not an error', async (_, params) => {
    const { status, body } = await call<Envelope<SearchJson>>(production, '/v1/hadiths/search', {
      ...params,
      page: 2,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      data: [],
      pagination: { page: 2, limit: 20, total: 0, totalPages: 0, hasNext: false, hasPrev: false },
    });
  });

  it('production enforces no maximum page size', async () => {
    const { status, body } = await call<Envelope<SearchJson>>(production, '/v1/hadiths/search', {
      q: 'prayer',
      limit: 150,
    });
    expect(status).toBe(200);
    expect(body.data.data).toHaveLength(150);
    expect(body.data.pagination.limit).toBe(150);
  });
});

describe('authentication and routes', () => {
  it.each([
    ['no Authorization header', null, {}, 'MISSING_API_KEY'],
    ['an empty bearer', null, { Authorization: 'Bearer ' }, 'MISSING_API_KEY'],
    ['another scheme', null, { Authorization: 'Basic ZGVtby1rZXk=' }, 'MISSING_API_KEY'],
    ['a key not shaped sk_mumin_…', 'not-a-key', {}, 'INVALID_API_KEY_FORMAT'],
    ['an unknown key of the right shape', `sk_mumin_${'a'.repeat(32)}`, {}, 'INVALID_API_KEY'],
  ])('production answers 401 for %s', async (_, key, headers, code) => {
    for (const path of ['/v1/hadiths/random', '/v1/hadiths/search']) {
      const { status, body } = await call<ProductionErrorJson>(
        production,
        path,
        { q: 'honey' },
        { key, headers },
      );
      expect(status).toBe(401);
      expect(body.error).toMatchObject({ statusCode: 401, error: code });
    }
  });

  it.each([
    ['no Authorization header', null, {}, 'MISSING_API_KEY'],
    ['an empty bearer', null, { Authorization: 'Bearer ' }, 'MISSING_API_KEY'],
    ['an unknown key', 'not-a-key', {}, 'INVALID_API_KEY'],
    ['another scheme', null, { Authorization: 'Basic ZGVtby1rZXk=' }, 'INVALID_API_KEY'],
  ])('bare answers 401 for %s', async (_, key, headers, code) => {
    const { status, body } = await call<ErrorJson>(
      bare,
      '/v1/hadiths/search',
      { q: 'honey' },
      { key, headers },
    );
    expect(status).toBe(401);
    expect(body.error).toMatchObject({ statusCode: 401, code });
  });

  it('accepts every configured key', async () => {
    const { status } = await call(production, '/v1/hadiths/random', {}, { key: 'second-key' });
    expect(status).toBe(200);
  });

  it.each([
    '/',
    '/v1/topics/all/more',
    '/v1/hadiths/random/extra',
    '/hadiths/random',
    '/v2/hadiths/search',
    // Every production route sits under /v1: a search address without it finds nothing.
    '/hadiths/search',
  ])('production answers 404 in its error shape for %s', async (path) => {
    const { status, body } = await call<ProductionErrorJson>(production, path, { q: 'honey' });
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('bare answers 404 with its code', async () => {
    const { status, body } = await call<ErrorJson>(bare, '/v1/hadiths');
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('answers 404 to a request target that is not a path, and keeps serving', async () => {
    const socket = connect(production.port, '127.0.0.1');
    socket.write('GET // HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const raw = await text(socket);
    expect(raw).toMatch(/^HTTP\/1\.1 404 /);
    expect(raw).toContain('"error":"Not Found"');
    expect((await call(production, '/v1/hadiths/search', { q: 'honey' })).status).toBe(200);
  });

  it.each([
    ['production', () => production],
    ['bare', () => bare],
  ] as const)(
    'answers a request over 16 KB with a JSON 431 on the %s wire, not an empty body',
    async (wire, server) => {
      const response = await fetch(
        `${server().url}/v1/hadiths/search?q=${'a'.repeat(20_000)}&lang=en`,
        { headers: { Authorization: 'Bearer demo-key' } },
      );
      expect(response.status).toBe(431);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = (await response.json()) as { success: boolean; error: { message: string } };
      expect(body.success).toBe(false);
      expect(body.error.message).toContain('16 KB');
      if (wire === 'bare') expect(body.error).toMatchObject({ code: 'REQUEST_TOO_LARGE' });
      // The service goes on answering.
      expect((await call(server(), '/v1/hadiths/random')).status).toBe(200);
    },
  );

  it('answers 405 to a POST on a route', async () => {
    const { status, body, headers } = await call<ProductionErrorJson>(
      production,
      '/v1/hadiths/random',
      {},
      { method: 'POST' },
    );
    expect(status).toBe(405);
    expect(body.error.error).toBe('Method Not Allowed');
    expect(headers.get('allow')).toBe('GET, OPTIONS');
  });

  it('answers CORS preflights and lets any origin read answers', async () => {
    const preflight = await call(
      production,
      '/v1/hadiths/search',
      {},
      {
        key: null,
        method: 'OPTIONS',
        headers: {
          Origin: 'https://example.org',
          'Access-Control-Request-Headers': 'authorization',
        },
      },
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const answer = await call(production, '/v1/hadiths/random');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
  });
});

describe('stats', () => {
  it('counts every request received, whatever the answer, by path', async () => {
    const server = await startServer({ port: 0 });
    try {
      await call(server, '/v1/hadiths/random');
      await call(server, '/v1/hadiths/search', { q: 'honey' });
      await call(server, '/v1/hadiths/search', {}, { key: null });
      await call(server, '/nowhere');
      await call(server, '/hadiths/search', {}, { method: 'OPTIONS' });
      expect(server.stats.requests).toBe(5);
      expect(server.stats.byPath).toEqual({
        '/v1/hadiths/random': 1,
        '/v1/hadiths/search': 2,
        '/nowhere': 1,
        '/hadiths/search': 1,
      });
      server.stats.reset();
      expect(server.stats.requests).toBe(0);
      expect(server.stats.byPath).toEqual({});
      await call(server, '/v1/hadiths/random');
      expect(server.stats.requests).toBe(1);
    } finally {
      await server.close();
    }
  });
});
