import type { ServerResponse } from 'node:http';
import { type Fault, REFUSALS } from './kinds';
import { type ShapeFault, reshapedBody } from './shapes';
import { drip, drop, sendChunked, sendText } from './streams';
import { ServiceError, type Wire, errorBody, successBody } from '../responses';

export interface FaultContext {
  wire: Wire;
  route: 'random' | 'search';
  /** The request's path and query, as received. */
  target: string;
  /** The request's (valid) API key. */
  apiKey: string;
  /** The X-RateLimit-* headers the request earned from the real limiter. */
  headers: Record<string, string>;
  /** The normal answer's payload: a record, or search's `{data, pagination}`. */
  answer: () => Promise<unknown>;
  /** Random's payload for hadith `id` (null when there is none), for the fault `hadith`. */
  hadith: (id: number) => Promise<unknown>;
}

// What nginx sends when the service behind it is down.
const PROXY_PAGE = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>nginx</center>
</body>
</html>
`;

/** Answers (or, for a hang, does not answer) a request with `fault`. */
export async function sendFault(
  response: ServerResponse,
  fault: Fault,
  context: FaultContext,
): Promise<void> {
  const { headers } = context;
  switch (fault.kind) {
    case 'rate-limited': {
      // Without Retry-After, X-RateLimit-Reset stays the real window's, as production sends it.
      const wait = fault.retryAfter === null ? {} : retryHeaders(fault.retryAfter);
      const error = new ServiceError(429, 'RATE_LIMITED', 'ThrottlerException: Too Many Requests', {
        label: 'none',
      });
      const exhausted = { ...headers, 'X-RateLimit-Remaining': '0', ...wait };
      return send(response, 429, bodyFor(error, context), exhausted);
    }
    case 'daily-cap': {
      const now = new Date();
      const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
      const resetsAt = new Date(midnight).toISOString();
      // Production counts the refused request in `used` too.
      const details = { limit: fault.limit, used: fault.limit + 1, resetsAt };
      const error = new ServiceError(429, 'DAILY_LIMIT_EXCEEDED', 'Daily request limit exceeded', {
        details,
      });
      return send(response, 429, bodyFor(error, context), headers);
    }
    case 'redirect': {
      const location = `${fault.to.replace(/\/+$/, '')}${context.target}`;
      return sendText(response, fault.status, '', { ...headers, Location: location });
    }
    case 'key-echo': {
      const code = {
        400: 'VALIDATION_ERROR',
        401: 'INVALID_API_KEY',
        403: 'KEY_REVOKED',
        500: 'INTERNAL_ERROR',
      };
      const message = `Request with API key ${context.apiKey} was refused`;
      return sendError(response, context, fault.status, code[fault.status], message);
    }
    case 'refused':
      return sendRefusal(response, context, fault.code);
    case 'invalid': {
      const error = new ServiceError(400, 'VALIDATION_ERROR', fault.messages, {
        label: 'status-text',
      });
      return send(response, 400, bodyFor(error, context), headers);
    }
    case 'hadith':
      return send(
        response,
        200,
        successBody(context.wire, await context.hadith(fault.id)),
        headers,
      );
    case 'balance-depleted':
      return sendRefusal(response, context, 'BALANCE_DEPLETED');
    case 'key-revoked':
      return sendRefusal(response, context, 'KEY_REVOKED');
    case 'internal-error':
      return sendError(response, context, 500, 'INTERNAL_ERROR', 'Internal server error');
    case 'bad-gateway':
      return sendError(response, context, 502, 'BAD_GATEWAY', 'Bad gateway');
    case 'service-unavailable':
      return sendError(response, context, 503, 'SERVICE_UNAVAILABLE', 'Service unavailable');
    case 'html-error':
      // A proxy's page: none of the service's headers.
      return sendText(response, 502, PROXY_PAGE, {}, 'text/html; charset=utf-8');
    case 'hang':
      // No answer at all: the client gives up, or server.close() drops the socket.
      return;
    case 'drop':
      return drop(response, await normalText(context), headers);
    case 'drip':
      return drip(response, await normalText(context), headers, fault.durationMs);
    case 'malformed-json': {
      const text = await normalText(context);
      return sendText(response, 200, text.slice(0, Math.floor(text.length / 2)), headers);
    }
    case 'huge-body':
      return sendHuge(response, fault, context);
    default:
      return send(response, 200, await shapeBody(fault, context), headers);
  }
}

async function shapeBody(fault: ShapeFault, context: FaultContext): Promise<unknown> {
  return reshapedBody(fault, context.route, context.wire, await context.answer());
}

async function normalText(context: FaultContext): Promise<string> {
  return JSON.stringify(successBody(context.wire, await context.answer()));
}

function retryHeaders(seconds: number): Record<string, string> {
  return { 'Retry-After': String(seconds), 'X-RateLimit-Reset': String(seconds) };
}

/** The error body in the context's wire, for its request. */
function bodyFor(error: ServiceError, context: FaultContext): unknown {
  return errorBody(context.wire, error, { method: 'GET', url: context.target });
}

function sendError(
  response: ServerResponse,
  context: FaultContext,
  status: number,
  code: string,
  message: string,
): void {
  send(
    response,
    status,
    bodyFor(new ServiceError(status, code, message), context),
    context.headers,
  );
}

function sendRefusal(
  response: ServerResponse,
  context: FaultContext,
  code: keyof typeof REFUSALS,
): void {
  const [status, message] = REFUSALS[code];
  sendError(response, context, status, code, message);
}

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
) {
  sendText(response, status, JSON.stringify(body), headers);
}

/** The normal body padded to `bytes` with an extra field, so only its size is wrong. */
async function sendHuge(
  response: ServerResponse,
  fault: Extract<Fault, { kind: 'huge-body' }>,
  context: FaultContext,
): Promise<void> {
  const payload = (await context.answer()) as Record<string, unknown>;
  const body = (padding: string) =>
    JSON.stringify(successBody(context.wire, { ...payload, padding }));
  const text = body('x'.repeat(Math.max(0, fault.bytes - Buffer.byteLength(body('')))));
  if (!fault.chunked) return sendText(response, 200, text, context.headers);
  sendChunked(response, text, context.headers);
}
