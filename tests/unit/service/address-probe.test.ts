import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeAddress } from '@/lib/service/address-probe';
import { useLocalService } from '../helpers/local-service';

/** A plain HTTP server on a free port, answering with `handler`; its address. */
async function listen(handler: Parameters<typeof createServer>[1]): Promise<[Server, string]> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

describe.each(['production', 'bare'] as const)('probeAddress, on the %s wire', (wire) => {
  const { server } = useLocalService(wire);

  it('finds the service answering, and sends no key', async () => {
    expect(await probeAddress(server().url)).toEqual({ outcome: 'answers' });
    expect(server().stats.received).toEqual([
      { method: 'GET', url: '/v1/hadiths/random', authorization: null },
    ]);
  });
});

describe('probeAddress, elsewhere', () => {
  const servers: Server[] = [];
  let page: string;
  let silent: string;
  beforeAll(async () => {
    const [html, htmlUrl] = await listen((_, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      response.end('<!doctype html><title>Router</title>');
    });
    // Takes the request and never answers.
    const [quiet, quietUrl] = await listen(() => {});
    servers.push(html, quiet);
    page = htmlUrl;
    silent = quietUrl;
  });
  afterAll(() => {
    for (const server of servers) server.closeAllConnections();
    return Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('tells a web page from the service', async () => {
    expect(await probeAddress(page)).toEqual({ outcome: 'not-this-service', status: 200 });
  });

  it('says when nothing listens', async () => {
    const [closed, url] = await listen(() => {});
    await new Promise((resolve) => closed.close(resolve));
    expect(await probeAddress(url)).toEqual({ outcome: 'unreachable' });
  });

  it('gives up on an address that never answers', async () => {
    expect(await probeAddress(silent, { timeoutMs: 200 })).toEqual({ outcome: 'no-answer' });
  });
});
