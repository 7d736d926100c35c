import { connect } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/app';
import { type Envelope, type ErrorJson, type HadithJson, type SearchJson, call } from './helpers';

let envelope: RunningServer;
let bare: RunningServer;
const rate = { limit: 100_000, windowSeconds: 60 };

beforeAll(async () => {
  envelope = await startServer({ port: 0, rate, keys: ['demo-key', 'second-key'] });
  bare = await startServer({ port: 0, rate, wire: 'bare' });
});
afterAll(() => Promise.all([envelope.close(), bare.close()]));

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
  it('envelope wraps random like production: {success, data, meta}', async () => {
    const { status, body } = await call<Envelope<HadithJson>>(envelope, '/v1/hadiths/random');
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: expect.any(Object), meta: META });
    expectHadith(body.data);
    expect(Number.isNaN(Date.parse(body.meta.timestamp))).toBe(false);
  });

  it('envelope puts the published search shape under data', async () => {
    const { body } = await call<Envelope<SearchJson>>(envelope, '/v1/hadiths/search', {
      q: 'honey',
    });
    expect(Object.keys(body).sort()).toEqual(['data', 'meta', 'success']);
    expect(Object.keys(body.data).sort()).toEqual(['data', 'pagination']);
    expectHadith(body.data.data[0]);
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

  it('sends errors in the production shape on both wires', async () => {
    for (const server of [envelope, bare]) {
      const { status, body, headers } = await call<ErrorJson>(server, '/v1/hadiths/search');
      expect(status).toBe(400);
      expect(headers.get('content-type')).toMatch(/^application\/json/);
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
    }
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
  ])('search answers 400 when %s, naming the parameter', async (_, params, parameter) => {
    const { status, body } = await call<ErrorJson>(envelope, '/v1/hadiths/search', params);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', parameter });
    expect(body.error.message).toMatch(new RegExp(`\\b${parameter}\\b`));
  });

  it('search answers 400 for a repeated parameter', async () => {
    const response = await fetch(`${envelope.url}/v1/hadiths/search?q=a&q=b`, {
      headers: { Authorization: 'Bearer demo-key' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.message).toMatch(/\bq\b/);
  });

  it('random answers 400 for an unknown parameter', async () => {
    const { status, body } = await call<ErrorJson>(envelope, '/v1/hadiths/random', { lang: 'en' });
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/\blang\b/);
  });
});

describe('authentication and routes', () => {
  it.each([
    ['no Authorization header', null, {}, 'MISSING_API_KEY'],
    ['an empty bearer', null, { Authorization: 'Bearer ' }, 'MISSING_API_KEY'],
    ['an unknown key', 'not-a-key', {}, 'INVALID_API_KEY'],
    ['another scheme', null, { Authorization: 'Basic ZGVtby1rZXk=' }, 'INVALID_API_KEY'],
  ])('answers 401 for %s', async (_, key, headers, code) => {
    for (const path of ['/v1/hadiths/random', '/v1/hadiths/search']) {
      const { status, body } = await call<ErrorJson>(
        envelope,
        path,
        { q: 'honey' },
        { key, headers },
      );
      expect(status).toBe(401);
      expect(body.error).toMatchObject({ statusCode: 401, code });
    }
  });

  it('accepts every configured key', async () => {
    const { status } = await call(envelope, '/v1/hadiths/random', {}, { key: 'second-key' });
    expect(status).toBe(200);
  });

  it.each([
    '/',
    '/v1/hadiths',
    '/v1/hadiths/random/extra',
    '/hadiths/random',
    '/v2/hadiths/search',
  ])('answers 404 in the error shape for %s', async (path) => {
    const { status, body } = await call<ErrorJson>(envelope, path);
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('answers 404 to a request target that is not a path, and keeps serving', async () => {
    const socket = connect(envelope.port, '127.0.0.1');
    socket.write('GET // HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const raw = await text(socket);
    expect(raw).toMatch(/^HTTP\/1\.1 404 /);
    expect(raw).toContain('"code":"NOT_FOUND"');
    expect((await call(envelope, '/v1/hadiths/search', { q: 'honey' })).status).toBe(200);
  });

  it('answers 405 to a POST on a route', async () => {
    const { status, body, headers } = await call<ErrorJson>(
      envelope,
      '/v1/hadiths/random',
      {},
      {
        method: 'POST',
      },
    );
    expect(status).toBe(405);
    expect(body.error.code).toBe('METHOD_NOT_ALLOWED');
    expect(headers.get('allow')).toBe('GET, OPTIONS');
  });

  it('answers CORS preflights and lets any origin read answers', async () => {
    const preflight = await call(
      envelope,
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
    const answer = await call(envelope, '/v1/hadiths/random');
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
