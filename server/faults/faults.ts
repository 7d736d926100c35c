import { randomInt } from 'node:crypto';
import {
  type Fault,
  type FaultInput,
  type FaultRoute,
  FaultSpecError,
  parseFault,
  onlyRoute,
} from './kinds';

/** The paths faults apply to, by the route a fault can target. */
const FAULT_ROUTES: ReadonlyMap<string, Exclude<FaultRoute, 'any'>> = new Map([
  ['/v1/hadiths/random', 'random'],
  ['/v1/hadiths/search', 'search'],
  ['/hadiths/search', 'search'],
]);

export interface QueuedFault {
  fault: Fault;
  route: FaultRoute;
  /** Responses still to fault. */
  remaining: number;
}

export interface SharedFault {
  fault: Fault;
  route: FaultRoute;
  /** The share of matching responses faulted, 0 to 1. */
  ratio: number;
  /** Replays the same draws: the nth matching request is faulted or not alike on every run. */
  seed: number;
  /** Matching requests that drew, and how many of them were faulted. */
  drawn: number;
  injected: number;
}

export interface FaultState {
  queue: QueuedFault[];
  shares: SharedFault[];
  /** Faulted responses since the start or the last clear, in all and by kind. */
  injected: number;
  byKind: Partial<Record<Fault['kind'], number>>;
  /** Requests to the control route, never counted in the server's stats. */
  controlRequests: number;
}

/** `server.faults`: the in-process side of fault injection. */
export interface FaultControl {
  /** Faults the next `count` (default 1) responses of `route` (default any, search for empty-page). */
  next(fault: FaultInput, options?: { count?: number; route?: FaultRoute }): void;
  /** Faults a share (0 to 1) of the responses of `route`, drawn from a seeded random. */
  share(fault: FaultInput, ratio: number, options?: { seed?: number; route?: FaultRoute }): void;
  /** Drops every queued and shared fault and zeroes the counts (not controlRequests). */
  clear(): void;
  state(): FaultState;
}

/** mulberry32: small, fast and good enough to spread faults; the same seed, the same draws. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class FaultRegistry implements FaultControl {
  private queue: QueuedFault[] = [];
  private shares: (SharedFault & { random: () => number })[] = [];
  private injected = 0;
  private byKind: FaultState['byKind'] = {};
  controlRequests = 0;

  next(input: FaultInput, { count = 1, route }: { count?: number; route?: FaultRoute } = {}) {
    if (!Number.isInteger(count) || count < 1) {
      throw new FaultSpecError(`count must be an integer of 1 or more, got ${count}`);
    }
    const fault = parseFault(input);
    this.queue.push({ fault, route: routeFor(fault, route), remaining: count });
  }

  share(
    input: FaultInput,
    ratio: number,
    { seed, route }: { seed?: number; route?: FaultRoute } = {},
  ) {
    if (!(ratio >= 0 && ratio <= 1))
      throw new FaultSpecError(`share must be from 0 to 1, got ${ratio}`);
    if (seed !== undefined && !Number.isSafeInteger(seed)) {
      throw new FaultSpecError(`seed must be an integer, got ${seed}`);
    }
    const fault = parseFault(input);
    const chosen = seed ?? randomInt(2 ** 31);
    this.shares.push({
      fault,
      route: routeFor(fault, route),
      ratio,
      seed: chosen,
      drawn: 0,
      injected: 0,
      random: seededRandom(chosen),
    });
  }

  clear() {
    this.queue = [];
    this.shares = [];
    this.injected = 0;
    this.byKind = {};
  }

  state(): FaultState {
    return {
      queue: this.queue.map((queued) => ({ ...queued })),
      shares: this.shares.map(({ random: _random, ...shared }) => ({ ...shared })),
      injected: this.injected,
      byKind: { ...this.byKind },
      controlRequests: this.controlRequests,
    };
  }

  /**
   * The fault for a request to `path` that passed the service's own checks,
   * or null to answer it normally. Queued faults come first, in order; then
   * each share draws once, in order, until one hits.
   */
  take(path: string): { fault: Fault; route: 'random' | 'search' } | null {
    const route = FAULT_ROUTES.get(path);
    if (!route) return null;
    const matches = (target: FaultRoute) => target === 'any' || target === route;
    const queued = this.queue.find((entry) => matches(entry.route));
    let fault: Fault | undefined;
    if (queued) {
      fault = queued.fault;
      if (--queued.remaining === 0) this.queue.splice(this.queue.indexOf(queued), 1);
    } else {
      for (const shared of this.shares) {
        if (!matches(shared.route)) continue;
        shared.drawn++;
        if (shared.random() < shared.ratio) {
          shared.injected++;
          fault = shared.fault;
          break;
        }
      }
    }
    if (!fault) return null;
    this.injected++;
    this.byKind[fault.kind] = (this.byKind[fault.kind] ?? 0) + 1;
    return { fault, route };
  }
}

function routeFor(fault: Fault, route: FaultRoute | undefined): FaultRoute {
  if (route !== undefined && !['random', 'search', 'any'].includes(route)) {
    throw new FaultSpecError(`route must be random, search or any, got ${route}`);
  }
  const only = onlyRoute(fault);
  if (only === null) return route ?? 'any';
  if (route !== undefined && route !== only) {
    throw new FaultSpecError(`${fault.kind} applies to ${only} only; give route "${only}" or none`);
  }
  return only;
}
