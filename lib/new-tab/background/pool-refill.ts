import { browser, storage } from '#imports';
import type { ApiClient } from '../../service/api-client';
import { budgetStatus } from '../../service/daily-budget';
import type { HadithCache } from '../../storage/hadith-cache';
import { HadithError, type HadithErrorInfo } from '../../hadith-error';
import { POOL_TARGET, type HadithPool } from './pool';
import * as settings from '../../storage/settings';
import { collectionsHeld, savedApiBase } from '../../storage/browse-state';
import { localItem } from '../../storage/keys';

/**
 * Keeps the pool topped up from the random endpoint: one request at a time,
 * at least a second apart, within the daily budget. Runs are scheduled with
 * alarms, which outlive the MV3 worker; the short pacing waits happen inside a run.
 */

export const REFILL_ALARM = 'refill-pool';
/** Never two requests within a second, whoever sent the last one. */
export const REFILL_SPACING_MS = 1_000;
/** After a failure the service did not date: offline, a server error. */
export const RETRY_AFTER_FAILURE_MS = 5 * 60_000;
/** After the service refused the key or credit: the user has to act first. */
export const RETRY_AFTER_REFUSAL_MS = 60 * 60_000;
/** Duplicates cost a request each: a run gives up after this many extra answers. */
const MAX_EXTRA_REQUESTS = 5;

/** Why the last run stopped short, and when to try again (none: only a settings change helps). */
export interface RefillFailure extends HadithErrorInfo {
  nextTryAt?: number;
}

/**
 * Why the last run stopped short, for the new tab's notice. Its `nextTryAt`
 * holds every run back till then, whoever asks (each new tab asks for one):
 * a saved key, address or budget clears it (lib/new-tab/background/background.ts).
 */
export const refillFailure = storage.defineItem<RefillFailure | null>(localItem('refillFailure'), {
  fallback: null,
  version: 1,
});

export interface PoolRefill {
  /** Fills the pool now (joins a run in progress, which follows a new language). */
  run(): Promise<void>;
  /** Asks for a run at `at` (epoch ms), unless one is already due sooner. */
  schedule(at: number): Promise<void>;
}

export interface PoolRefillDeps {
  api: ApiClient;
  pool: HadithPool;
  cache: HadithCache;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Picks among the chosen collections. */
  random?: () => number;
}

/**
 * The collections chosen for the new tab that the service can draw from: none
 * when it lists no collections (the literal contract's random takes no
 * `collection`, and would refuse it). With none, every collection.
 */
/** False for a hadith drawn before the choice of collections changed to leave its own out. */
async function stillChosen(hadith: { collection: string }): Promise<boolean> {
  const chosen = await drawableCollections();
  return chosen.length === 0 || chosen.some(({ name }) => name === hadith.collection);
}

async function drawableCollections(): Promise<settings.ChosenCollection[]> {
  const chosen = await settings.newTabCollections.getValue();
  if (chosen.length === 0) return [];
  // Only what the service at the saved address listed: another may name them otherwise, or not at all.
  const held = await collectionsHeld(await savedApiBase());
  const listed = new Set(held?.collections.map(({ slug }) => slug));
  return chosen.filter(({ slug }) => listed.has(slug));
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** When to try again after `error`, or null when only a settings change can help. */
function retryAt(error: HadithError, now: number): number | null {
  switch (error.kind) {
    case 'no-key':
      return null;
    case 'rate-limited':
    case 'budget-spent':
      return error.retryAt ?? now + RETRY_AFTER_FAILURE_MS;
    case 'network':
    case 'timeout':
    case 'server':
      return now + RETRY_AFTER_FAILURE_MS;
    default:
      return now + RETRY_AFTER_REFUSAL_MS;
  }
}

export function createPoolRefill({
  api,
  pool,
  cache,
  now = Date.now,
  sleep = sleepFor,
  random = Math.random,
}: PoolRefillDeps): PoolRefill {
  let running: Promise<void> | null = null;

  async function schedule(at: number): Promise<void> {
    const existing = await browser.alarms.get(REFILL_ALARM);
    if (existing !== undefined && existing.scheduledTime <= at) return;
    await browser.alarms.create(REFILL_ALARM, { when: at });
  }

  async function fill(): Promise<void> {
    const failed = await refillFailure.getValue();
    if (failed?.nextTryAt !== undefined && failed.nextTryAt > now()) {
      await schedule(failed.nextTryAt);
      return;
    }
    let language = await settings.effectiveLanguage();
    let extra = MAX_EXTRA_REQUESTS;
    while ((await pool.size(language)) < POOL_TARGET && extra > 0) {
      const { lastSpentAt } = await budgetStatus(now());
      const wait = lastSpentAt === null ? 0 : lastSpentAt + REFILL_SPACING_MS - now();
      if (wait > 0) await sleep(wait);
      try {
        // Spread across the chosen collections: each request draws from one of them. Read
        // for each, so a choice made during a run applies to its next request.
        const collections = await drawableCollections();
        const drawn = collections[Math.floor(random() * collections.length)];
        const from = drawn === undefined ? {} : { collection: drawn.slug };
        const hadith = await api.randomHadith(language, from);
        await cache.saveHadiths([hadith], now());
        // The language changed while the request was out: the run goes on in the new one,
        // which the background's watcher has emptied the pool for, and asked a run of.
        const current = await settings.effectiveLanguage();
        if (current !== language) {
          language = current;
          continue;
        }
        if (!(await stillChosen(hadith)) || !(await pool.add(hadith, now()))) extra--;
      } catch (error) {
        const failure = HadithError.from(error);
        const next = retryAt(failure, now());
        await refillFailure.setValue({
          ...failure.toInfo(),
          ...(next !== null && { nextTryAt: next }),
        });
        if (next !== null) await schedule(next);
        return;
      }
    }
    await refillFailure.setValue(null);
  }

  return {
    run() {
      running ??= fill().finally(() => (running = null));
      return running;
    },
    schedule,
  };
}
