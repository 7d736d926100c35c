import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReceivedRequest } from './app';
import { FAULTS_PATH, handleFaultControl } from './faults/control';
import { sendFault } from './faults/responses';
import type { FaultRegistry } from './faults/faults';
import type { Draw } from './hadith-store';
import type { DailyCap, RateLimiter, RateState } from './rate-limiter';
import { randomAnswerFor, routeFor } from './routes';
import type { ExplanationStore } from './explanations';
import { EventStream } from './meaning-routes';
import {
  CORS_HEADERS,
  PlainFailure,
  sendPlainFailure,
  ServiceError,
  type Wire,
  errorBody,
  sendJson,
  sendPreflight,
  successBody,
} from './responses';

export interface HandlerContext {
  dataDir: string;
  wire: Wire;
  keys: ReadonlySet<string>;
  limiter: RateLimiter;
  daily: DailyCap | null;
  /** Picks the hadith random answers with. */
  draw: Draw;
  /** Called once per HTTP request received, before anything else (but fault control). */
  count(path: string, received: ReceivedRequest): void;
  /** Set with --faults: the control route exists and answers may be faulted. */
  faults: FaultRegistry | null;
  /** Set with --explanations: the explanations served; null, the feature is off. */
  explanations: ExplanationStore | null;
}

export function createHandler(context: HandlerContext) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    handle(context, request, response).catch((error: unknown) => {
      // Only sending can fail here (e.g. the socket is gone): log it, drop the connection.
      console.error(`hadith-server: could not answer ${request.method} ${request.url}:`, error);
      response.destroy();
    });
  };
}

async function handle(context: HandlerContext, request: IncomingMessage, response: ServerResponse) {
  const url = parseUrl(request.url ?? '/');
  if (context.faults && url?.pathname === FAULTS_PATH) {
    return handleFaultControl(context.faults, request, response);
  }
  context.count(url?.pathname ?? request.url ?? '', {
    method: request.method ?? '',
    url: request.url ?? '',
    authorization: request.headers.authorization ?? null,
  });
  if (request.method === 'OPTIONS') return sendPreflight(response);

  const token = bearerToken(request.headers.authorization);
  const key = token !== null && context.keys.has(token) ? token : null;
  // Like production's throttler, which runs before authentication: requests
  // without a valid key are counted per client address.
  // Per route, like production's throttler (its 429 carries no X-RateLimit-* headers).
  const client = key ? `key:${key}` : `ip:${request.socket.remoteAddress}`;
  const rate = context.limiter.take(`${client} ${url?.pathname ?? ''}`);
  const headers = rate.allowed ? rateHeaders(rate) : {};
  const line = { method: request.method ?? '', url: request.url ?? '' };
  try {
    if (!rate.allowed) {
      throw new ServiceError(429, 'RATE_LIMITED', 'ThrottlerException: Too Many Requests', {
        headers: { 'Retry-After': String(rate.resetSeconds) },
        label: 'none',
      });
    }
    const route = url && routeFor(context.wire, url.pathname);
    if (!url || !route) {
      throw new ServiceError(404, 'NOT_FOUND', `Cannot ${line.method} ${line.url}`, {
        label: 'status-text',
      });
    }
    if (request.method !== 'GET') {
      throw new ServiceError(405, 'METHOD_NOT_ALLOWED', `Only GET is allowed on ${url.pathname}`, {
        headers: { Allow: 'GET, OPTIONS' },
        label: 'status-text',
      });
    }
    if (!key) throw refusedKey(context.wire, token);
    let answer: () => Promise<unknown>;
    try {
      answer = route(
        url.searchParams,
        context.wire,
        context.dataDir,
        context.draw,
        context.explanations,
      );
    } catch (error) {
      // Production checks (and charges) the key before it reads the query: a 400 counts too.
      if (context.daily) checkDailyCap(context.daily, key);
      throw error;
    }
    // An injected fault replaces the answer of a request the service would accept.
    const faulted = context.faults?.take(url.pathname);
    if (faulted) {
      const { fault, route: target } = faulted;
      return await sendFault(response, fault, {
        wire: context.wire,
        route: target,
        apiKey: key,
        target: line.url,
        headers,
        answer,
        hadith: (id) => randomAnswerFor(context.wire, context.dataDir, url.searchParams, id),
      });
    }
    if (context.daily) checkDailyCap(context.daily, key);
    const payload = await answer();
    if (payload instanceof EventStream) return await sendEvents(response, payload, headers);
    sendJson(response, 200, successBody(context.wire, payload), headers);
  } catch (error) {
    if (error instanceof PlainFailure) return sendPlainFailure(response, headers);
    if (error instanceof ServiceError) {
      const body = errorBody(context.wire, error, line);
      sendJson(response, error.statusCode, body, { ...headers, ...error.headers });
      return;
    }
    console.error(`hadith-server: ${request.method} ${request.url} failed:`, error);
    const failure = new ServiceError(500, 'INTERNAL_ERROR', 'The service failed to answer', {
      label: 'status-text',
    });
    sendJson(response, 500, errorBody(context.wire, failure, line), headers);
  }
}

/** Server-sent events, one `data:` line each, spaced as `stream` says; the response ends after the last. */
async function sendEvents(
  response: ServerResponse,
  stream: EventStream,
  headers: Record<string, string>,
): Promise<void> {
  response.writeHead(200, {
    ...CORS_HEADERS,
    ...headers,
    'Content-Type': 'text/event-stream',
    'Cache-Control': 'no-cache',
  });
  for (const [i, event] of stream.events.entries()) {
    if (i > 0 && stream.delayMs > 0) await sleep(stream.delayMs);
    if (response.destroyed) return;
    response.write(`data: ${event}\n\n`);
  }
  response.end();
}

/** Production's keys: `sk_mumin_` and 41, 42 or 73 characters in all. */
const PRODUCTION_KEY_LENGTHS = new Set([41, 42, 73]);

/** The 401 for a request without one of the configured keys, worded as each wire words it. */
function refusedKey(wire: Wire, token: string | null): ServiceError {
  // Production reads only a `Bearer` header (or keys this client never sends): other schemes are no key.
  if (token === null || (wire === 'production' && token === '')) {
    const message =
      wire === 'production'
        ? 'API Key required'
        : 'Send the API key as Authorization: Bearer <key>';
    return new ServiceError(401, 'MISSING_API_KEY', message);
  }
  if (wire === 'bare') return new ServiceError(401, 'INVALID_API_KEY', 'The API key is not valid');
  if (!token.startsWith('sk_mumin_') || !PRODUCTION_KEY_LENGTHS.has(token.length)) {
    return new ServiceError(401, 'INVALID_API_KEY_FORMAT', 'Invalid API key format', {
      details: { details: `Expected length 41, 42 or 73, got ${token.length}` },
    });
  }
  return new ServiceError(401, 'INVALID_API_KEY', 'API key not found or has been revoked');
}

/** The key of `Authorization: Bearer <key>`; '' for another scheme; null without the header. */
function bearerToken(header: string | undefined): string | null {
  if (header === undefined || /^(Bearer)?\s*$/i.test(header)) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match ? match[1]! : '';
}

function rateHeaders(rate: RateState): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(rate.limit),
    'X-RateLimit-Remaining': String(rate.remaining),
    'X-RateLimit-Reset': String(rate.resetSeconds),
  };
}

/** Counts a valid, authenticated request against its key's daily cap. */
function checkDailyCap(daily: DailyCap, key: string): void {
  const { allowed, limit, used, resetsAt } = daily.take(key);
  if (!allowed) {
    throw new ServiceError(429, 'DAILY_LIMIT_EXCEEDED', 'Daily request limit exceeded', {
      details: { limit, used, resetsAt },
    });
  }
}

/** The request's URL, or null for a target no route could match (e.g. `//`). */
function parseUrl(target: string): URL | null {
  try {
    return new URL(target, 'http://127.0.0.1');
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}
