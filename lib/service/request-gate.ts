/**
 * Every request costs the user a credit and the service flags bursty clients,
 * so requests leave one at a time, at least `spacingMs` apart, and identical
 * requests in flight share one answer.
 */

/** Between two requests' departures; the service flags 50+ requests under 100 ms apart. */
export const REQUEST_SPACING_MS = 250;

export interface RequestGate {
  /** Runs `send` in its turn, or joins the request already in flight under `key`. */
  run<T>(key: string, send: () => Promise<T>): Promise<T>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function createRequestGate(spacingMs: number = REQUEST_SPACING_MS): RequestGate {
  // The departure time reserved by the last caller; later callers queue behind it.
  let lastDeparture = -Infinity;
  const inFlight = new Map<string, Promise<unknown>>();

  async function waitForTurn(): Promise<void> {
    const now = Date.now();
    const departure = Math.max(now, lastDeparture + spacingMs);
    lastDeparture = departure;
    if (departure > now) await sleep(departure - now);
  }

  return {
    run<T>(key: string, send: () => Promise<T>): Promise<T> {
      const shared = inFlight.get(key);
      if (shared !== undefined) return shared as Promise<T>;
      const request = waitForTurn()
        .then(send)
        .finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return request;
    },
  };
}
