import { cleanServerMessage } from './errors';
import type { RateLimitLeft } from './api-client';
import type { HadithError } from '../hadith-error';
import { DAILY_LIMIT_EXCEEDED } from './codes';

/** What the options page's `Test` found out about a key and an address. */
export type KeyCheck =
  | { outcome: 'works'; rateLimit: RateLimitLeft | null }
  | { outcome: 'rejected'; code: string | null }
  | { outcome: 'no-credit' }
  | { outcome: 'forbidden'; code: string | null; message: string | null }
  | {
      outcome: 'rate-limited';
      daily: boolean;
      retryAt: number | null;
      /** The daily cap, when the service said it. */
      limit: number | null;
    }
  | { outcome: 'server-error'; status: number; code: string | null }
  | { outcome: 'unreachable'; timedOut: boolean }
  | { outcome: 'not-this-service'; status: number; reason: 'not-found' | 'not-json' | 'bad-shape' }
  // Nothing was sent: no key typed, a bad address, no host permission, or the budget spent.
  | { outcome: 'no-key' }
  | { outcome: 'bad-address'; problem: string }
  | { outcome: 'no-permission'; host: string }
  | { outcome: 'budget-spent'; resetsAt: number };

/**
 * What a key test's error means for the key. The service's own refusals
 * come as JSON, read by the API client; a 404, a body that is not JSON or
 * not a hadith mean the address points somewhere else. `apiKey`, the key
 * tested, is cut out of the service's message should it echo it.
 */
export function keyCheckFromError(error: HadithError, apiKey: string): KeyCheck {
  const code = error.code ?? null;
  const status = error.status;
  switch (error.kind) {
    case 'no-key':
      return { outcome: 'no-key' };
    case 'unauthorized':
      return { outcome: 'rejected', code };
    case 'no-credit':
      return { outcome: 'no-credit' };
    case 'forbidden': {
      const message = cleanServerMessage(error.serverMessage, apiKey) ?? null;
      return { outcome: 'forbidden', code, message };
    }
    case 'rate-limited':
      return {
        outcome: 'rate-limited',
        daily: code === DAILY_LIMIT_EXCEEDED,
        retryAt: error.retryAt ?? null,
        limit: error.limit ?? null,
      };
    case 'budget-spent':
      return { outcome: 'budget-spent', resetsAt: error.retryAt ?? Date.now() };
    case 'network':
      return { outcome: 'unreachable', timedOut: false };
    case 'timeout':
      // A 408 is the service's own timeout: it answered.
      return status === undefined
        ? { outcome: 'unreachable', timedOut: true }
        : { outcome: 'server-error', status, code };
    case 'server':
      return { outcome: 'server-error', status: status ?? 500, code };
    case 'not-found':
      return { outcome: 'not-this-service', status: status ?? 404, reason: 'not-found' };
    case 'bad-request':
      return { outcome: 'not-this-service', status: status ?? 400, reason: 'bad-shape' };
    case 'bad-response':
      // With a status the answer was not JSON; without one, JSON but not a hadith.
      return status === undefined
        ? { outcome: 'not-this-service', status: 200, reason: 'bad-shape' }
        : { outcome: 'not-this-service', status, reason: 'not-json' };
  }
}
