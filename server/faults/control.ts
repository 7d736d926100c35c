import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { FaultSpecError, describeIssues, parseFault } from './kinds';
import type { FaultRegistry } from './faults';
import { ServiceError, errorBody } from '../responses';

/** The control route, which exists only on a server started with faults. */
export const FAULTS_PATH = '/__faults';

const MAX_BODY_BYTES = 64 * 1024;

// The fault itself is checked by the registry, whose messages name the field at fault.
const requestSchema = v.strictObject({
  fault: v.unknown(),
  count: v.optional(v.number()),
  share: v.optional(v.number()),
  seed: v.optional(v.number()),
  route: v.optional(v.picklist(['random', 'search', 'any'])),
});

/** Requests from another machine could break a test run; only this one may steer faults. */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || /^(::ffff:)?127\./.test(address));
}

/** `GET` the state, `POST` a fault, `DELETE` them all; always answers the state on success. */
export async function handleFaultControl(
  registry: FaultRegistry,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  registry.controlRequests++;
  try {
    if (!isLoopback(request.socket.remoteAddress)) {
      throw new ServiceError(403, 'FORBIDDEN', `${FAULTS_PATH} answers only loopback clients`);
    }
    // No CORS headers are sent and pages are refused, so no web page can inject faults.
    if (request.headers.origin !== undefined) {
      throw new ServiceError(403, 'FORBIDDEN', `${FAULTS_PATH} refuses requests from web pages`);
    }
    if (request.method === 'POST') register(registry, await readJson(request));
    else if (request.method === 'DELETE') registry.clear();
    else if (request.method !== 'GET') {
      throw new ServiceError(405, 'METHOD_NOT_ALLOWED', `${FAULTS_PATH} takes GET, POST, DELETE`, {
        headers: { Allow: 'GET, POST, DELETE' },
      });
    }
    reply(response, 200, registry.state());
  } catch (error) {
    // A tool for tests, not the service: its errors keep one shape, the code in `error.code`.
    const line = { method: request.method ?? '', url: request.url ?? '' };
    if (error instanceof FaultSpecError) {
      const invalid = new ServiceError(400, 'VALIDATION_ERROR', error.message);
      reply(response, 400, errorBody('bare', invalid, line));
    } else if (error instanceof ServiceError) {
      reply(response, error.statusCode, errorBody('bare', error, line), error.headers);
    } else throw error;
  }
}

function register(registry: FaultRegistry, body: unknown): void {
  const result = v.safeParse(requestSchema, body);
  if (!result.success)
    throw new FaultSpecError(`invalid request: ${describeIssues(result.issues)}`);
  const { count, share, seed, route } = result.output;
  const fault = parseFault(result.output.fault);
  if (share === undefined) {
    if (seed !== undefined) throw new FaultSpecError('seed goes with share');
    registry.next(fault, { count, route });
  } else {
    if (count !== undefined) throw new FaultSpecError('give count or share, not both');
    registry.share(fault, share, { seed, route });
  }
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new ServiceError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The body must be under ${MAX_BODY_BYTES} bytes`,
      );
    }
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    throw new FaultSpecError(`the body is not JSON: ${error.message}`);
  }
}

function reply(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}
