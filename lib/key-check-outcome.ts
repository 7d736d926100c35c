import { cleanServerMessage, readErrorBody } from './api-errors';
import { parseRandomHadith } from './api-schema';

/** What the options page's `Test` found out about a key and an address. */
export type KeyCheck =
  | { outcome: 'works'; rateLimit: { remaining: number; limit: number | null } | null }
  | { outcome: 'rejected'; code: string | null }
  | { outcome: 'no-credit' }
  | { outcome: 'forbidden'; code: string | null; message: string | null }
  | { outcome: 'rate-limited'; daily: boolean; retryAt: number | null }
  | { outcome: 'server-error'; status: number }
  | { outcome: 'unreachable'; timedOut: boolean }
  | { outcome: 'not-this-service'; status: number; reason: 'not-found' | 'not-json' | 'bad-shape' }
  // Nothing was sent: no key typed, a bad address, no host permission, or the budget spent.
  | { outcome: 'no-key' }
  | { outcome: 'bad-address'; problem: string }
  | { outcome: 'no-permission'; host: string }
  | { outcome: 'budget-spent'; resetsAt: number };

/** The parts of an answer the classification reads. */
export interface KeyCheckAnswer {
  status: number;
  headers: { get(name: string): string | null };
  text: string;
  now: number;
  /** The key tested: cut out of the service's message should it echo it. */
  apiKey: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function whole(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

/** When a 429 ends: Retry-After seconds, else the body's resetsAt, else unknown. */
function retryAtOf(answer: KeyCheckAnswer, resetsAt: string | number | undefined): number | null {
  const seconds = whole(answer.headers.get('Retry-After'));
  if (seconds !== null) return answer.now + seconds * 1000;
  if (typeof resetsAt === 'number') return resetsAt > 1e12 ? resetsAt : resetsAt * 1000;
  if (typeof resetsAt === 'string') {
    const time = Date.parse(resetsAt);
    if (!Number.isNaN(time)) return time;
  }
  return null;
}

/**
 * Classifies the one answer to a key test. The service's own errors come as
 * JSON; a 404, an HTML page or a body that is not a hadith means the address
 * points somewhere else.
 */
export function classifyKeyCheck(answer: KeyCheckAnswer): KeyCheck {
  const { status } = answer;
  const body = parseJson(answer.text);
  const details = readErrorBody(body);
  if (status === 401) return { outcome: 'rejected', code: details.code ?? null };
  if (status === 402) return { outcome: 'no-credit' };
  if (status === 403) {
    const message = cleanServerMessage(details.message, answer.apiKey) ?? null;
    return { outcome: 'forbidden', code: details.code ?? null, message };
  }
  if (status === 429) {
    const daily = details.code === 'DAILY_LIMIT_EXCEEDED';
    return { outcome: 'rate-limited', daily, retryAt: retryAtOf(answer, details.resetsAt) };
  }
  if (status === 404) return { outcome: 'not-this-service', status, reason: 'not-found' };
  if (body === undefined) return { outcome: 'not-this-service', status, reason: 'not-json' };
  if (status >= 500 || status === 408) return { outcome: 'server-error', status };
  if (status < 200 || status > 299) {
    return { outcome: 'not-this-service', status, reason: 'bad-shape' };
  }
  try {
    parseRandomHadith(body, 'en');
  } catch {
    return { outcome: 'not-this-service', status, reason: 'bad-shape' };
  }
  const remaining = whole(answer.headers.get('X-RateLimit-Remaining'));
  const limit = whole(answer.headers.get('X-RateLimit-Limit'));
  return { outcome: 'works', rateLimit: remaining === null ? null : { remaining, limit } };
}
