import * as v from 'valibot';
import { HadithError, type HadithErrorKind } from '../hadith-error';
import type { ActiveBlock } from './rate-limit-state';

/**
 * Reads the service's error bodies and maps HTTP statuses to error kinds.
 * Production's exception filter nests `{success:false, error:{statusCode,
 * error, message, …}}` with its code in `error.error` (or, for the
 * framework's errors, the status text there); its docs show a flat
 * `{statusCode, error, message}`; a server of the published contract may put
 * the code in `code`; and a proxy may send no JSON at all: every field is
 * optional.
 */

export interface ErrorBody {
  message?: string;
  /** The service's code, e.g. `INVALID_API_KEY`; never a status text such as `Bad Request`. */
  code?: string;
  /** DAILY_LIMIT_EXCEEDED: when the daily cap resets (ISO date or epoch). */
  resetsAt?: string | number;
  /** DAILY_LIMIT_EXCEEDED: the number of requests a day the key may send. */
  limit?: number;
}

/** Long enough for a validation message, short enough for a sentence. */
const MAX_MESSAGE_LENGTH = 300;

/** A code is upper snake case; `Bad Request` or `Unauthorized` is the status's text. */
const CODE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

// Validation sends its messages as a list; the service's own pipe adds them as `details`.
const textSchema = v.union([
  v.string(),
  v.pipe(
    v.array(v.string()),
    v.transform((messages) => messages.join('; ')),
  ),
]);

const optional = <T extends v.GenericSchema>(schema: T) =>
  v.fallback(v.optional(schema), undefined);

const detailsSchema = v.looseObject({
  message: optional(textSchema),
  details: optional(textSchema),
  error: optional(v.pipe(v.string(), v.regex(CODE))),
  code: optional(v.pipe(v.string(), v.minLength(1))),
  resetsAt: optional(v.union([v.string(), v.number()])),
  limit: optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

function readDetails(value: unknown): ErrorBody {
  const result = v.safeParse(detailsSchema, value);
  if (!result.success) return {};
  const { message, details, error, code, resetsAt, limit } = result.output;
  const said = message !== undefined && details !== undefined ? `${message}: ${details}` : message;
  return { message: said ?? details, code: error ?? code, resetsAt, limit };
}

/** The message, code and daily limit of an error body, whichever shape it has. */
export function readErrorBody(body: unknown): ErrorBody {
  if (typeof body !== 'object' || body === null) return {};
  const top = readDetails(body);
  const nested = 'error' in body ? body.error : undefined;
  if (typeof nested !== 'object' || nested === null) return top;
  const inner = readDetails(nested);
  return {
    message: inner.message ?? top.message,
    code: inner.code ?? top.code,
    resetsAt: inner.resetsAt ?? top.resetsAt,
    limit: inner.limit ?? top.limit,
  };
}

/**
 * The error kind for a non-2xx status other than 429 (see the rate-limit
 * policy). The service's 401 `AUTHENTICATION_FAILED` is its own failure to
 * check a key, not a verdict on it.
 */
export function kindForStatus(status: number, code?: string): HadithErrorKind {
  if (code === 'AUTHENTICATION_FAILED') return 'server';
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
  const kind = kindForStatus(status, body.code);
  return new HadithError(kind, `The service answered HTTP ${status}${suffix}`, {
    status,
    serverMessage,
    code: body.code,
    retryAt,
    limit: body.limit,
  });
}

/** The error while the 429 policy holds requests back: nothing was sent. */
export function blockedError(block: ActiveBlock): HadithError {
  return new HadithError('rate-limited', 'Requests are held back until the rate limit ends.', {
    retryAt: block.until,
    code: block.code ?? undefined,
    limit: block.limit ?? undefined,
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
