import type { Worker } from '@playwright/test';

/**
 * What the extension holds, read from its service worker without going
 * through its code: the IndexedDB tables (lib/storage/db.ts) and chrome.storage.local
 * (lib/storage/settings.ts, lib/service/daily-budget.ts, lib/service/rate-limit-state.ts). The worker
 * must be running, or `evaluate` waits for the next event to start it.
 */
export interface ExtensionState {
  /** Every pooled hadith, oldest first; `addedAt` is when its answer arrived (epoch ms). */
  pool: { id: number; language: string; addedAt: number }[];
  /** Ids of the hadiths new tabs showed, oldest first: the history's. */
  shown: number[];
  favourites: number[];
  /** Keys of the cached search pages. */
  searchPages: string[];
  /** Every item of chrome.storage.local, by key. */
  storage: Record<string, unknown>;
}

export async function readExtensionState(worker: Worker): Promise<ExtensionState> {
  return worker.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
    // A database not made yet (a worker just installed opens it on its first use) reads
    // as empty: opening it here would make it, without its tables.
    const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
      const open = indexedDB.open('hadith-lookup');
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error));
    });
    const rows = async (table: string) =>
      db === null
        ? []
        : ((await request(db.transaction(table).objectStore(table).getAll())) as Record<
            string,
            unknown
          >[]);
    try {
      const pool = (await rows('pool'))
        .sort((a, b) => Number(a.addedAt) - Number(b.addedAt))
        .map((row) => ({
          id: row.id as number,
          language: row.language as string,
          addedAt: row.addedAt as number,
        }));
      const shown = (await rows('history')).map(
        (row) => (row.entry as { hadith: { id: number } }).hadith.id,
      );
      const favourites = (await rows('favourites')).map((row) => row.id as number);
      const searchPages = (await rows('searchPages')).map((row) => row.key as string);
      const storage = await chrome.storage.local.get(null);
      return { pool, shown, favourites, searchPages, storage };
    } finally {
      db?.close();
    }
  });
}

/** Requests the daily budget counted today (lib/service/daily-budget.ts). */
export function budgetUsed(state: ExtensionState): number {
  return (state.storage.requestBudget as { used?: number } | undefined)?.used ?? 0;
}

/** The persisted 429 block (lib/service/rate-limit-state.ts): epoch ms, or null. */
export function blockedUntil(state: ExtensionState): number | null {
  return (
    (state.storage.rateLimit as { blockedUntil?: number | null } | undefined)?.blockedUntil ?? null
  );
}

/**
 * What a worker just started finds that a fresh install would not: the names of
 * its non-empty tables, chrome.storage.local keys (but the no-key notice its
 * own start writes), session keys and alarms. Empty when it started on nothing.
 */
export async function leftovers(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () => {
    const found: string[] = [];
    for (const [key, value] of Object.entries(await chrome.storage.local.get(null))) {
      if (key !== 'refillFailure' || (value as { kind?: string }).kind !== 'no-key') {
        found.push(`storage.local ${key}`);
      }
    }
    found.push(
      ...Object.keys(await chrome.storage.session.get(null)).map((key) => `session ${key}`),
    );
    found.push(...(await chrome.alarms.getAll()).map((alarm) => `alarm ${alarm.name}`));
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined) continue;
      // Opened without making it: a database not there yet reads as empty.
      const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => resolve(open.result);
        open.onerror = () =>
          open.error?.name === 'AbortError' ? resolve(null) : reject(open.error);
      });
      if (db === null) continue;
      try {
        for (const table of db.objectStoreNames) {
          const count = await new Promise<number>((resolve, reject) => {
            const request = db.transaction(table).objectStore(table).count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          if (count > 0) found.push(`${name}.${table}: ${count} rows`);
        }
      } finally {
        db.close();
      }
    }
    return found;
  });
}
