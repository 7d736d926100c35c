import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type ServerResponse } from 'node:http';

/**
 * `production` answers as the Mumin Hadith API's code does (its envelope, its
 * two record shapes, its error filter); `bare` is the published contract,
 * taken literally.
 */
export type Wire = 'production' | 'bare';

/**
 * What production's exception filter puts in `error.error`: the service's own
 * code (`INVALID_API_KEY`), the status text for the framework's errors
 * (`Bad Request` for validation, `Not Found`), or nothing at all (the
 * throttler's 429, whose exception is a bare string).
 */
export type ProductionLabel = 'code' | 'status-text' | 'none';

/** A failure the client caused or must handle, sent in the wire's error shape. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  /** Extra fields of the error object, e.g. `{limit, used, resetsAt}`. */
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;
  /** Production's validation sends its messages as a list; everything else as one string. */
  readonly messages: string[];
  readonly listed: boolean;
  readonly label: ProductionLabel;

  constructor(
    readonly statusCode: number,
    /** The code: in `error.error` on production (when `label` is `code`), `error.code` on bare. */
    readonly code: string,
    message: string | string[],
    extra: {
      details?: Record<string, unknown>;
      headers?: Record<string, string>;
      label?: ProductionLabel;
    } = {},
  ) {
    const messages = typeof message === 'string' ? [message] : message;
    super(messages.join('; '));
    this.messages = messages;
    this.listed = typeof message !== 'string';
    this.details = extra.details ?? {};
    this.headers = extra.headers ?? {};
    this.label = extra.label ?? 'code';
  }
}

/**
 * A failure production's exception filter does not shape: the framework's
 * default 500, sent as plain text outside the envelope.
 */
export class PlainFailure extends Error {
  override readonly name = 'PlainFailure';
}

export function sendPlainFailure(response: ServerResponse, headers: Record<string, string>): void {
  const text = 'Internal Server Error';
  response.writeHead(500, {
    ...CORS_HEADERS,
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
  });
  response.end(text);
}

/** The request an error answers, as production's filter reports it. */
export interface RequestLine {
  method: string;
  /** Path and query, as received. */
  url: string;
}

// Lets a page on any origin call the service; keys travel in a header, never cookies.
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Expose-Headers':
    'Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
  'Access-Control-Max-Age': '600',
};

/** `{success, data, meta}` like production, or the payload alone like the published contract. */
export function successBody(wire: Wire, payload: unknown): unknown {
  if (wire === 'bare') return payload;
  return {
    success: true,
    data: payload,
    meta: { requestId: randomUUID(), timestamp: new Date().toISOString() },
  };
}

/**
 * Production: its exception filter's shape, the code in `error.error` and a
 * validation's messages as a list. Bare: the code in `error.code` and one
 * message string, the shape a client of the published contract would expect.
 */
export function errorBody(wire: Wire, error: ServiceError, request: RequestLine): unknown {
  const { statusCode, code, messages, listed, details, label } = error;
  if (wire === 'bare') {
    return {
      success: false,
      error: { statusCode, code, message: messages.join('; '), ...details },
      meta: { requestId: randomUUID(), timestamp: new Date().toISOString() },
    };
  }
  const shown = {
    code: { error: code },
    'status-text': { error: STATUS_CODES[statusCode] ?? 'Error' },
    none: {},
  }[label];
  return {
    success: false,
    error: {
      statusCode,
      timestamp: new Date().toISOString(),
      path: request.url,
      method: request.method,
      ...shown,
      message: listed ? messages : messages[0],
      ...details,
    },
    meta: { requestId: randomUUID() },
  };
}

/** The headers of a JSON answer `text`, after the route's own `headers`: never cached. */
function jsonHeaders(text: string, headers: Record<string, string>): Record<string, string> {
  return {
    ...CORS_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, jsonHeaders(text, headers));
  response.end(text);
}

export function sendPreflight(response: ServerResponse): void {
  response.writeHead(204, CORS_HEADERS);
  response.end();
}

/**
 * The whole HTTP response for a request Node's parser refused before any
 * handler saw it (`clientError`): a URL and headers over Node's 16 KB are a 431,
 * anything else a 400, in the wire's error shape rather than Node's empty body.
 */
export function malformedRequestResponse(wire: Wire, parserCode: string | undefined): string {
  const tooLarge = parserCode === 'HPE_HEADER_OVERFLOW';
  const error = tooLarge
    ? new ServiceError(
        431,
        'REQUEST_TOO_LARGE',
        'The request line and headers are over 16 KB: send a shorter query.',
        { label: 'status-text' },
      )
    : new ServiceError(400, 'BAD_REQUEST', 'The request could not be read as HTTP.', {
        label: 'status-text',
      });
  // The parser gave up before the request line was read: its method and path are unknown.
  const text = JSON.stringify(errorBody(wire, error, { method: '', url: '' }));
  const headers = jsonHeaders(text, { Connection: 'close' });
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${error.statusCode} ${STATUS_CODES[error.statusCode]}\r\n${head.join('')}\r\n${text}`;
}
