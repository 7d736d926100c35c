import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { checkDataDir } from './corpus';
import { type FaultControl, FaultRegistry } from './faults/faults';
import { type Draw, warmUp } from './hadith-store';
import { createHandler } from './handler';
import { meaningIndexFor } from './meaning/meaning-index';
import { type ExplanationInput, ExplanationStore, readExplanations } from './explanations';
import { DEFAULT_LANGUAGE } from './query-params';
import { DailyCap, RateLimiter } from './rate-limiter';
import { malformedRequestResponse, type Wire } from './responses';

export interface ServerOptions {
  /** 0 = a free port. */
  port: number;
  host: string;
  keys: string[];
  dataDir: string;
  wire: Wire;
  /** Requests per key per window. */
  rate: { limit: number; windowSeconds: number };
  /** Accepted requests per key per UTC day; null = no cap. */
  daily: number | null;
  /** Fault injection for tests: the /__faults control route and `server.faults`. */
  faults: boolean;
  /**
   * Random's hadiths drawn from this seed, the same ones in the same order
   * every run (the benchmarks compare runs); null: drawn by node:crypto.
   */
  seed: number | null;
  /**
   * Explanations in production's shape, served by the explanation routes: a
   * JSON file of them, or (in-process) the rows themselves; null: they answer
   * 503, as production's do with the feature off.
   */
  explanations: string | ExplanationInput[] | null;
  /** The limits' clock (the rate window, the daily cap's day); tests move their own. Default: Date.now. */
  now?: () => number;
}

/** What a request carried, as received, for tests that check where a key went. */
export interface ReceivedRequest {
  method: string;
  /** The target as sent: path and query. */
  url: string;
  /** The Authorization header; null without one. */
  authorization: string | null;
}

export interface ServerStats {
  /** Every HTTP request received, whatever the answer. */
  requests: number;
  byPath: Record<string, number>;
  /** Those requests, in order. */
  received: ReceivedRequest[];
  reset(): void;
}

export interface RunningServer {
  /** 'http://127.0.0.1:PORT', no trailing slash. */
  url: string;
  port: number;
  /** The data folder it reads, resolved. */
  dataDir: string;
  stats: ServerStats;
  /** Null unless started with `faults: true`. */
  faults: FaultControl | null;
  /** The explanations served and the reports received; null unless started with `explanations`. */
  explanations: ExplanationStore | null;
  /**
   * Resolves once the data for `language` is loaded (seconds, once per process):
   * the first search in a language need not wait for it. With `meaning`, search
   * by meaning's learnt space too (tens of seconds the first time, then read from disk).
   */
  ready(language: string, options?: { meaning?: boolean }): Promise<void>;
  /** Stops it; a second call answers when the first is done. */
  close(): Promise<void>;
}

/** The shared data folder next to the repository, wherever the server is started from. */
export const DEFAULT_DATA_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../../shared/data',
);

/** How long an idle keep-alive connection stays open (see startServer). */
const KEEP_ALIVE_MS = 30_000;

export function defaultOptions(): ServerOptions {
  return {
    port: 8787,
    host: '127.0.0.1',
    keys: ['demo-key'],
    dataDir: process.env.HADITH_DATA_DIR ?? DEFAULT_DATA_DIR,
    wire: 'production',
    rate: { limit: 60, windowSeconds: 60 },
    daily: null,
    faults: false,
    seed: null,
    explanations: null,
  };
}

function drawFor(seed: number | null): Draw {
  if (seed === null) return randomInt;
  const generator = xoroshiro128plus(seed);
  return (size) => uniformInt(generator, 0, size - 1);
}

/**
 * Starts the local Hadith service. Resolves once it listens; data loads per
 * language on first use, English in the background right away.
 * Rejects with a DataDirError when the data folder lacks the corpus.
 */
export function startServer(
  overrides: Partial<ServerOptions> & { faults: true },
): Promise<RunningServer & { faults: FaultControl }>;
export function startServer(overrides?: Partial<ServerOptions>): Promise<RunningServer>;
export async function startServer(overrides: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const options = { ...defaultOptions(), ...overrides };
  const dataDir = resolve(options.dataDir);
  await checkDataDir(dataDir);

  const stats: ServerStats = {
    requests: 0,
    byPath: {},
    received: [],
    reset() {
      stats.requests = 0;
      stats.byPath = {};
      stats.received = [];
    },
  };
  const faults = options.faults ? new FaultRegistry() : null;
  const explanations =
    options.explanations === null
      ? null
      : typeof options.explanations === 'string'
        ? await readExplanations(options.explanations)
        : new ExplanationStore(options.explanations);
  const server = createServer(
    createHandler({
      dataDir,
      wire: options.wire,
      keys: new Set(options.keys),
      limiter: new RateLimiter(options.rate.limit, options.rate.windowSeconds, options.now),
      daily: options.daily === null ? null : new DailyCap(options.daily, options.now),
      draw: drawFor(options.seed),
      count(path, received) {
        stats.requests++;
        stats.byPath[path] = (stats.byPath[path] ?? 0) + 1;
        stats.received.push(received);
      },
      faults,
      explanations,
    }),
  );
  // Node closes a keep-alive connection after 5 s idle. A client in the same busy
  // process (the server tests) can then pick that socket for its next request just
  // as it closes, and the request fails with "other side closed". Idle connections
  // are kept 30 s, under Node's 60 s for a request's headers to arrive.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return;
    socket.end(malformedRequestResponse(options.wire, error.code));
  });
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port, options.host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;
  warmUp(dataDir, DEFAULT_LANGUAGE).catch((error: unknown) => {
    // Not fatal here: the first request in that language retries and answers 500 if it fails again.
    console.error(`hadith-server: loading "${DEFAULT_LANGUAGE}" failed:`, error);
  });

  let closing: Promise<void> | undefined;
  return {
    url: `http://${options.host}:${port}`,
    port,
    dataDir,
    stats,
    faults,
    explanations,
    async ready(language, { meaning = false } = {}) {
      await warmUp(dataDir, language);
      if (meaning) await meaningIndexFor(dataDir, language);
    },
    // Once: a test may stop the service halfway, and its harness close it again after.
    close: () =>
      (closing ??= new Promise<void>((resolveClose, rejectClose) => {
        server.close((error) => (error ? rejectClose(error) : resolveClose()));
        // Keep-alive connections would otherwise hold close() open for seconds.
        server.closeAllConnections();
      })),
  };
}
