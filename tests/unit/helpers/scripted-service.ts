import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny HTTP server whose answers each test scripts, so the API client is
 * exercised over real HTTP and every request that leaves can be counted.
 */

export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  /** Date.now() on arrival. */
  at: number;
}

export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** A value to send as JSON, or a string sent as it is. */
  body?: unknown;
  delayMs?: number;
}

export type Script = (request: ReceivedRequest) => ScriptedReply;

export interface ScriptedService {
  url: string;
  requests: ReceivedRequest[];
  /** Sets how the next requests are answered. */
  reply(script: Script | ScriptedReply): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, reply: ScriptedReply): void {
  const raw = typeof reply.body === 'string';
  const body =
    reply.body === undefined ? '' : raw ? String(reply.body) : JSON.stringify(reply.body);
  response.writeHead(reply.status ?? 200, {
    'Content-Type': raw ? 'text/html; charset=utf-8' : 'application/json',
    ...reply.headers,
  });
  response.end(body);
}

export async function startScriptedService(): Promise<ScriptedService> {
  const requests: ReceivedRequest[] = [];
  let script: Script = () => ({ status: 500, body: { message: 'no reply scripted' } });
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((incoming, response) => {
    const request: ReceivedRequest = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      at: Date.now(),
    };
    requests.push(request);
    const reply = script(request);
    if (reply.delayMs === undefined) return send(response, reply);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) send(response, reply);
    }, reply.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply(next) {
      script = typeof next === 'function' ? next : () => next;
    },
    async close() {
      timers.forEach(clearTimeout);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
