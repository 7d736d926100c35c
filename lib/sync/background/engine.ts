import { browser, type Browser } from '#imports';
import type { HadithDatabase } from '../../storage/db';
import type { BookService } from '../../reader/background/service';
import { canonical, dropOldTombstones, fromWire, mergeRecords, toWire } from '../merge';
import { idOfKey, readSyncRecord, type SyncRecord } from '../record';
import type { SyncStatus } from '../status';
import { localRecords } from './local-records';
import { createApplyHere } from './apply-here';
import { pack, SYNC_LIMITS } from './pack';
import { syncEnabled, syncState, syncStatus } from '../state';

/**
 * Keeps this browser's favourites, notes and review states in step with the
 * user's other browsers through storage.sync, which the browser itself
 * carries between them. A run: this browser's records (./local-records.ts)
 * merged with storage.sync's (../merge.ts), the result applied here and the
 * records that fit (./pack.ts) written back, in one write. Runs follow
 * changes here and there, a pause after the last, never two at once.
 */

/** After a change, this long for more before a run: writes stay far under the browsers' caps. */
const PAUSE_MS = 3_000;
/** Between two runs fetching texts. */
const TEXTS_PAUSE_MS = 60_000;
/**
 * A wait longer than this goes through an alarm: the browser stops an idle MV3 worker
 * after 30 s, and a timer with it; an alarm wakes it.
 */
const LONGEST_TIMER_MS = 10_000;
export const SYNC_ALARM = 'sync-run';

type SyncArea = Pick<Browser.storage.StorageArea, 'get' | 'set' | 'remove'>;

export interface SyncEngine {
  /** Runs now (or once the run under way ends); answers the status it leaves. */
  run(): Promise<SyncStatus>;
  /** Runs after a pause, when sync is on. */
  soon(delay?: number): void;
  setEnabled(enabled: boolean): Promise<SyncStatus>;
}

function problemOf(error: unknown): SyncStatus['problem'] {
  const message = error instanceof Error ? error.message : String(error);
  if (/quota|QUOTA_BYTES|MAX_ITEMS/i.test(message)) return 'quota';
  if (/MAX_WRITE_OPERATIONS|rate/i.test(message)) return 'write-rate';
  return 'unavailable';
}

export function createSyncEngine(deps: {
  db: HadithDatabase;
  books: Pick<BookService, 'readBook'>;
  area?: SyncArea;
  now?: () => number;
}): SyncEngine {
  const { db, books, now = Date.now } = deps;
  const area = (): SyncArea => deps.area ?? browser.storage.sync;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<SyncStatus> | null = null;
  let again = false;
  /** The transactions a run writes in: the change hooks leave them out, and hear every other. */
  const ownWrites = new WeakSet<object>();

  const here = createApplyHere(db, books, (transaction) => ownWrites.add(transaction));

  async function once(): Promise<SyncStatus> {
    if (!(await syncEnabled.getValue())) return syncStatus.getValue();
    const at = now();
    const state = await syncState.getValue();
    const shadow = new Map(Object.values(state.shadow).map((record) => [record.id, record]));
    const waiting = new Set(state.waiting);
    const [favouriteRows, reviewRows] = await Promise.all([
      db.favourites.toArray(),
      db.reviews.toArray(),
    ]);
    const favourites = new Map(favouriteRows.map((row) => [row.id, row]));
    const reviews = new Map(reviewRows.map((row) => [row.id, row]));
    const local = localRecords({ favourites: favouriteRows, reviews, shadow, waiting, now: at });

    let stored: Record<string, unknown>;
    try {
      stored = await area().get(null);
    } catch (error) {
      return report({ problem: problemOf(error) });
    }
    const remote = new Map<number, SyncRecord>();
    const readable = new Set<string>();
    let unreadable = 0;
    for (const [key, value] of Object.entries(stored)) {
      const id = idOfKey(key);
      if (id === null) continue;
      const record = readSyncRecord(value);
      // Left as it is: a later version may read it. Never a reason to remove a favourite here.
      if (record === null || record.id !== id) unreadable += 1;
      else {
        remote.set(id, fromWire(record));
        readable.add(key);
      }
    }

    const merged = dropOldTombstones(mergeRecords(local, remote), at);
    await here.apply(merged, favourites, reviews, waiting);
    const packed = pack([...merged.values()].map(toWire));
    const changed = Object.fromEntries(
      [...packed.items].filter(([key, item]) => canonical(stored[key]) !== canonical(item)),
    );
    const dropped = [...readable].filter((key) => !packed.items.has(key));
    let problem: SyncStatus['problem'] = null;
    try {
      // One write each: far under the browsers' caps on writes a minute and an hour.
      if (Object.keys(changed).length > 0) await area().set(changed);
      if (dropped.length > 0) await area().remove(dropped);
    } catch (error) {
      // What is here stays here: only storage.sync's copy is behind, until the next run.
      problem = problemOf(error);
    }
    await syncState.setValue({ shadow: Object.fromEntries(merged), waiting: [...waiting] });
    if (waiting.size > 0 && (await here.fetchTexts(merged, waiting)) > 0) {
      await syncState.setValue({ shadow: Object.fromEntries(merged), waiting: [...waiting] });
      if (waiting.size > 0) soon(TEXTS_PAUSE_MS);
    }
    const favouritesHeld = [...merged.values()].filter((record) => !record.gone).length;
    return report({
      synced: favouritesHeld - packed.left,
      notSynced: packed.left,
      bytes: packed.bytes,
      unreadable,
      waitingForText: waiting.size,
      problem,
      ...(problem === null && { lastSyncedAt: at }),
    });
  }

  async function report(change: Partial<SyncStatus>): Promise<SyncStatus> {
    const status: SyncStatus = {
      ...(await syncStatus.getValue()),
      ...change,
      enabled: true,
      quota: SYNC_LIMITS.total,
    };
    await syncStatus.setValue(status);
    return status;
  }

  function run(): Promise<SyncStatus> {
    if (running !== null) {
      again = true;
      return running;
    }
    running = once().finally(() => {
      running = null;
      if (again) {
        again = false;
        soon();
      }
    });
    return running;
  }

  /** A run whose failure is said in the status the options show, as a run's own problems are. */
  async function runRecorded(): Promise<void> {
    try {
      await run();
    } catch (error) {
      console.warn('Hadith Lookup: a sync run failed.', error);
      await report({ problem: problemOf(error) });
    }
  }

  function soon(delay = PAUSE_MS): void {
    clearTimeout(timer);
    if (delay > LONGEST_TIMER_MS) {
      void browser.alarms.create(SYNC_ALARM, { when: now() + delay });
      return;
    }
    timer = setTimeout(() => void runRecorded(), delay);
  }

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SYNC_ALARM) void runRecorded();
  });

  // Changes made here call for a run; those a run writes do not (their transaction is the
  // hook's last argument), so an edit made while a run applies still calls for one.
  const changedHere = (...args: unknown[]) => {
    if (!ownWrites.has(args.at(-1) as object)) soon();
  };
  for (const table of [db.favourites, db.reviews]) {
    table.hook('creating', changedHere);
    table.hook('updating', changedHere);
    table.hook('deleting', changedHere);
  }

  return {
    run,
    soon(delay) {
      void syncEnabled.getValue().then((on) => on && soon(delay));
    },
    async setEnabled(enabled) {
      await syncEnabled.setValue(enabled);
      if (enabled) return run();
      clearTimeout(timer);
      await browser.alarms.clear(SYNC_ALARM);
      // Off: this browser keeps its favourites; storage.sync keeps the others' records.
      await syncState.setValue({ shadow: {}, waiting: [] });
      const status = { ...(await syncStatus.getValue()), enabled: false, problem: null };
      await syncStatus.setValue(status);
      return status;
    },
  };
}
