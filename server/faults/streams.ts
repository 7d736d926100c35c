import type { ServerResponse } from 'node:http';
import { CORS_HEADERS } from '../responses';

/** How a faulted answer's bytes go out: whole, in chunks, cut short or dripped. */

const JSON_TYPE = 'application/json; charset=utf-8';
// A drip sends at most one chunk per interval, and chunks of at least a few bytes.
const DRIP_INTERVAL_MS = 10;
const DRIP_MIN_BYTES = 8;
const CHUNK_BYTES = 64 * 1024;

export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string>,
  type = JSON_TYPE,
): void {
  response.writeHead(status, headersFor(headers, Buffer.byteLength(text), type));
  response.end(text);
}

function headersFor(headers: Record<string, string>, length: number | null, type = JSON_TYPE) {
  return {
    ...CORS_HEADERS,
    ...headers,
    'Content-Type': type,
    ...(length !== null && { 'Content-Length': String(length) }),
    'Cache-Control': 'no-store',
  };
}

/** Headers announcing the whole body, half of it, then the socket destroyed. */
export function drop(
  response: ServerResponse,
  text: string,
  headers: Record<string, string>,
): void {
  const bytes = Buffer.from(text);
  response.writeHead(200, headersFor(headers, bytes.length));
  response.write(bytes.subarray(0, bytes.length >> 1), () => response.destroy());
}

/** Headers at once, then the body a few bytes at a time over `durationMs`. */
export function drip(
  response: ServerResponse,
  text: string,
  headers: Record<string, string>,
  durationMs: number,
) {
  const bytes = Buffer.from(text);
  const byTime = Math.floor(durationMs / DRIP_INTERVAL_MS);
  const ticks = Math.max(1, Math.min(Math.ceil(bytes.length / DRIP_MIN_BYTES), byTime));
  const size = Math.ceil(bytes.length / ticks);
  response.writeHead(200, headersFor(headers, bytes.length));
  response.flushHeaders();
  let offset = 0;
  const timer = setInterval(() => {
    const chunk = bytes.subarray(offset, (offset += size));
    if (offset < bytes.length) response.write(chunk);
    else {
      clearInterval(timer);
      response.end(chunk);
    }
  }, durationMs / ticks);
  // The client gave up or the server is closing: stop writing to a dead socket.
  response.once('close', () => clearInterval(timer));
}

/** Without Content-Length (chunked encoding): only a client counting what it reads sees the size. */
export function sendChunked(
  response: ServerResponse,
  text: string,
  headers: Record<string, string>,
) {
  const bytes = Buffer.from(text);
  response.writeHead(200, headersFor(headers, null));
  for (let offset = 0; offset < bytes.length; offset += CHUNK_BYTES) {
    response.write(bytes.subarray(offset, offset + CHUNK_BYTES));
  }
  response.end();
}
