import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export type Wire = 'envelope' | 'bare';

/** A failure the client caused or must handle, sent in the production error shape. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  /** Extra fields of the error object, e.g. `{limit, used, resetsAt}`. */
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    extra: { details?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.details = extra.details ?? {};
    this.headers = extra.headers ?? {};
  }
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

function meta() {
  return { requestId: randomUUID(), timestamp: new Date().toISOString() };
}

/** `{success, data, meta}` like production, or the payload alone like the published contract. */
export function successBody(wire: Wire, payload: unknown): unknown {
  return wire === 'envelope' ? { success: true, data: payload, meta: meta() } : payload;
}

export function errorBody(error: ServiceError): unknown {
  const { statusCode, code, message, details } = error;
  return { success: false, error: { statusCode, code, message, ...details }, meta: meta() };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...CORS_HEADERS,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

export function sendPreflight(response: ServerResponse): void {
  response.writeHead(204, CORS_HEADERS);
  response.end();
}
