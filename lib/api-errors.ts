import * as v from 'valibot';
import { HadithError, type HadithErrorKind } from './hadith-error';

/**
 * Reads the service's error bodies and maps HTTP statuses to error kinds.
 * Production nests `{success:false, error:{statusCode, code, message}}`, its
 * docs show a flat `{statusCode, error, message}`, and a proxy may send no
 * JSON at all: every field is optional.
 */

export interface ErrorBody {
  message?: string;
  code?: string;
  /** DAILY_LIMIT_EXCEEDED: when the daily cap resets (ISO date or epoch). */
  resetsAt?: string | number;
}

/** Long enough for a validation message, short enough for a sentence. */
const MAX_MESSAGE_LENGTH = 300;

// Frameworks send validation messages as a list.
const messageSchema = v.union([
  v.string(),
  v.pipe(
    v.array(v.string()),
    v.transform((messages) => messages.join('; ')),
  ),
]);

const detailsSchema = v.looseObject({
  message: v.fallback(v.optional(messageSchema), undefined),
  code: v.fallback(v.optional(v.string()), undefined),
  resetsAt: v.fallback(v.optional(v.union([v.string(), v.number()])), undefined),
});

function readDetails(value: unknown): ErrorBody {
  const result = v.safeParse(detailsSchema, value);
  if (!result.success) return {};
  const { message, code, resetsAt } = result.output;
  return { message, code, resetsAt };
}

/** The message, code and reset time of an error body, whichever shape it has. */
export function readErrorBody(body: unknown): ErrorBody {
  if (typeof body !== 'object' || body === null) return {};
  const top = readDetails(body);
  const nested = 'error' in body ? body.error : undefined;
  if (typeof nested === 'object' && nested !== null) {
    const inner = readDetails(nested);
    return {
      message: inner.message ?? top.message,
      code: inner.code ?? top.code,
      resetsAt: inner.resetsAt ?? top.resetsAt,
    };
  }
  // Flat shape: `error` is the status text ("Unauthorized"), not a code.
  return top;
}

/** The error kind for a non-2xx status other than 429 (see the rate-limit policy). */
export function kindForStatus(status: number): HadithErrorKind {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 402:
      return 'no-credit';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 408:
      return 'timeout';
    case 429:
      return 'rate-limited';
  }
  if (status >= 500) return 'server';
  if (status >= 400) return 'bad-request';
  return 'bad-response';
}

/** The server's message, shortened, with the API key cut out should the server echo it. */
export function cleanServerMessage(
  message: string | undefined,
  apiKey: string,
): string | undefined {
  if (message === undefined) return undefined;
  const redacted = apiKey === '' ? message : message.split(apiKey).join('[key]');
  const trimmed = redacted.trim();
  if (trimmed === '') return undefined;
  return trimmed.length > MAX_MESSAGE_LENGTH ? `${trimmed.slice(0, MAX_MESSAGE_LENGTH)}…` : trimmed;
}

/** A HadithError for a failed response; `retryAt` only for 429. */
export function errorForResponse(
  status: number,
  body: ErrorBody,
  apiKey: string,
  retryAt?: number,
): HadithError {
  const serverMessage = cleanServerMessage(body.message, apiKey);
  const suffix = serverMessage === undefined ? '' : `: ${serverMessage}`;
  return new HadithError(kindForStatus(status), `The service answered HTTP ${status}${suffix}`, {
    status,
    serverMessage,
    code: body.code,
    retryAt,
  });
}

/** The error while the 429 policy holds requests back: nothing was sent. */
export function blockedError(until: number, code: string | null): HadithError {
  return new HadithError('rate-limited', 'Requests are held back until the rate limit ends.', {
    retryAt: until,
    code: code ?? undefined,
  });
}

/** The daily request budget is spent: nothing was sent. */
export function budgetSpentError(resetsAt: number): HadithError {
  return new HadithError('budget-spent', 'Today’s request budget is spent.', { retryAt: resetsAt });
}

/** A fetch that did not complete: past the timeout, or the connection refused or cut. */
export function transportError(timedOut: boolean, timeoutMs: number): HadithError {
  if (timedOut) {
    return new HadithError('timeout', `The service did not answer within ${timeoutMs / 1000} s.`);
  }
  return new HadithError('network', 'The service could not be reached.');
}
