import { describe, expect, it } from 'vitest';
import { kindForStatus, readErrorBody } from '@/lib/service/errors';
import { refusalText } from '@/lib/ui/refusal-text';

describe('readErrorBody', () => {
  it.each<[string, unknown, ReturnType<typeof readErrorBody>]>([
    [
      'production: the code in error.error',
      { success: false, error: { statusCode: 401, error: 'INVALID_API_KEY', message: 'Nope' } },
      { code: 'INVALID_API_KEY', message: 'Nope' },
    ],
    [
      'production validation: the status text is no code, the messages a list',
      { success: false, error: { statusCode: 400, error: 'Bad Request', message: ['a', 'b'] } },
      { message: 'a; b' },
    ],
    [
      'production’s throttler: no code at all',
      {
        success: false,
        error: { statusCode: 429, message: 'ThrottlerException: Too Many Requests' },
      },
      { message: 'ThrottlerException: Too Many Requests' },
    ],
    [
      'the daily cap: its limit and reset',
      {
        success: false,
        error: {
          error: 'DAILY_LIMIT_EXCEEDED',
          limit: 500,
          used: 501,
          resetsAt: '2026-01-02T00:00:00Z',
        },
      },
      { code: 'DAILY_LIMIT_EXCEEDED', limit: 500, resetsAt: '2026-01-02T00:00:00Z' },
    ],
    [
      'a literal contract server: the code in error.code',
      { success: false, error: { statusCode: 401, code: 'INVALID_API_KEY', message: 'x' } },
      { code: 'INVALID_API_KEY', message: 'x' },
    ],
    [
      'the docs’ flat shape with a code',
      { statusCode: 403, error: 'KEY_REVOKED', message: 'Revoked' },
      { code: 'KEY_REVOKED', message: 'Revoked' },
    ],
    [
      'the docs’ flat shape with the status text',
      { statusCode: 401, error: 'Unauthorized', message: 'Missing' },
      { message: 'Missing' },
    ],
    [
      'the service’s own validation pipe: message and details',
      {
        error: {
          error: 'VALIDATION_ERROR',
          message: 'Validation failed',
          details: ['q must be a string'],
        },
      },
      { code: 'VALIDATION_ERROR', message: 'Validation failed: q must be a string' },
    ],
    ['no body', undefined, {}],
    ['a string', 'Bad gateway', {}],
  ])('%s', (_, body, read) => {
    const { message, code, resetsAt, limit } = readErrorBody(body);
    expect(
      Object.fromEntries(
        Object.entries({ message, code, resetsAt, limit }).filter(([, v]) => v !== undefined),
      ),
    ).toEqual(read);
  });
});

describe('refusalText', () => {
  it('names only the codes it knows, whatever a service sends', () => {
    expect(refusalText('KEY_REVOKED')).toMatch(/^This API key has been revoked/);
    for (const code of ['constructor', 'toString', '__proto__', 'NOT_A_CODE', undefined]) {
      expect(refusalText(code)).toBeNull();
    }
  });
});

describe('kindForStatus', () => {
  it('takes the service failing to check a key for its failure, not the key’s', () => {
    expect(kindForStatus(401, 'AUTHENTICATION_FAILED')).toBe('server');
    expect(kindForStatus(401, 'INVALID_API_KEY')).toBe('unauthorized');
  });
});
