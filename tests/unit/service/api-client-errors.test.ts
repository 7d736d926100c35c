import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/service/api-client';
import { apiBaseUrl, apiKey } from '@/lib/storage/settings';
import { failure, TEST_KEY, useScriptedService } from '../helpers/setup';

const service = useScriptedService();

function randomFailure(options = {}) {
  return failure(createApiClient({ spacingMs: 0, retryDelayMs: 0, ...options }).randomHadith('en'));
}

const nested = (statusCode: number, code: string, message: string) => ({
  success: false,
  error: { statusCode, code, message },
  meta: { requestId: 'req-9' },
});
const flat = (statusCode: number, error: string, message: unknown) => ({
  statusCode,
  error,
  message,
  requestId: 'req-9',
  timestamp: '2026-01-01T00:00:00Z',
});

describe('the API client on a failed response', () => {
  it.each([
    [
      401,
      nested(401, 'INVALID_API_KEY', 'Invalid API key'),
      'unauthorized',
      'Invalid API key',
      'INVALID_API_KEY',
    ],
    [
      401,
      flat(401, 'Unauthorized', 'API key is missing'),
      'unauthorized',
      'API key is missing',
      undefined,
    ],
    [
      402,
      nested(402, 'BALANCE_DEPLETED', 'No credits left'),
      'no-credit',
      'No credits left',
      'BALANCE_DEPLETED',
    ],
    [403, nested(403, 'KEY_REVOKED', 'Key revoked'), 'forbidden', 'Key revoked', 'KEY_REVOKED'],
    [403, flat(403, 'Forbidden', 'Region blocked'), 'forbidden', 'Region blocked', undefined],
    [404, undefined, 'not-found', undefined, undefined],
    [408, flat(408, 'Request Timeout', 'Timed out'), 'timeout', 'Timed out', undefined],
    [
      400,
      flat(400, 'Bad Request', ['limit must not be greater than 100', 'q is required']),
      'bad-request',
      'limit must not be greater than 100; q is required',
      undefined,
    ],
    [
      422,
      nested(422, 'VALIDATION_ERROR', 'language is invalid'),
      'bad-request',
      'language is invalid',
      'VALIDATION_ERROR',
    ],
    [
      500,
      '<html><body><h1>Internal Server Error</h1></body></html>',
      'server',
      undefined,
      undefined,
    ],
    [502, 'Bad Gateway', 'server', undefined, undefined],
    [503, undefined, 'server', undefined, undefined],
  ] as const)(
    'maps HTTP %i to its kind (body %j)',
    async (status, body, kind, serverMessage, code) => {
      service().reply({ status, body });

      const error = await randomFailure();

      expect(error.kind).toBe(kind);
      expect(error.status).toBe(status);
      expect(error.serverMessage).toBe(serverMessage);
      expect(error.code).toBe(code);
      // 502 and 503 are retried once (lib/service/retry-policy.ts).
      expect(service().requests).toHaveLength(status === 502 || status === 503 ? 2 : 1);
    },
  );

  it('cuts the key out of a server message that echoes it', async () => {
    service().reply({
      status: 401,
      body: nested(401, 'INVALID_API_KEY', `Unknown key ${TEST_KEY}`),
    });

    const error = await randomFailure();

    expect(error.serverMessage).toBe('Unknown key [key]');
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain(TEST_KEY);
  });

  it('answers no-key without sending a request when no key is set', async () => {
    await apiKey.setValue('   ');
    const error = await randomFailure();
    expect(error.kind).toBe('no-key');
    expect(service().requests).toHaveLength(0);
  });

  it('answers timeout when the service is slower than the timeout', async () => {
    service().reply({ delayMs: 2_000, body: {} });
    const started = Date.now();

    const error = await randomFailure({ timeoutMs: 200 });

    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers network when nothing listens on the port', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await apiBaseUrl.setValue(`http://127.0.0.1:${port}`);

    const error = await randomFailure();

    expect(error.kind).toBe('network');
    expect(error.message).not.toContain(TEST_KEY);
  });

  it('answers not-found without a request when the address is not a URL', async () => {
    await apiBaseUrl.setValue('api.hadith.mumin.ink');
    const error = await randomFailure();
    expect(error.kind).toBe('not-found');
    expect(service().requests).toHaveLength(0);
  });
});
