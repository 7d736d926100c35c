import { afterEach, beforeEach } from 'vitest';
import { createApiClient } from '@/lib/service/api-client';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import { createFavourites, type Favourites } from '@/lib/favourites/background/store';
import { createHadithCache } from '@/lib/storage/hadith-cache';
import { createHadithPool, type HadithPool } from '@/lib/new-tab/background/pool';
import type { PreparedHadith } from '@/lib/hadith/prepared-hadith';
import type { NewTabPlan } from '@/lib/new-tab/plan';
import { createNewTabService, type NewTabService } from '@/lib/new-tab/background/service';
import { createPoolRefill, type PoolRefill } from '@/lib/new-tab/background/pool-refill';
import { loadBundledFromDataDir } from './bundled';

export interface NewTabBackground {
  service: NewTabService;
  pool: HadithPool;
  refill: PoolRefill;
  db: HadithDatabase;
  favourites: Favourites;
  /** The clock everything reads; `sleep` moves it instead of waiting. */
  clock: { now: number };
  /** Every wait the refill asked for, in ms. */
  sleeps: number[];
}

let databases = 0;

/** The new tab's background as lib/new-tab/background/background.ts wires it, on a fake clock. */
export function useNewTabBackground(): () => NewTabBackground {
  let background: NewTabBackground | undefined;
  beforeEach(async () => {
    databases += 1;
    const db = openDatabase(`hadith-lookup-new-tab-${databases}`);
    await db.open();
    const clock = { now: new Date(2030, 0, 2, 12, 0).getTime() };
    const now = () => clock.now;
    const sleeps: number[] = [];
    const sleep = async (ms: number) => {
      sleeps.push(ms);
      clock.now += ms;
    };
    const api = createApiClient({ spacingMs: 0, now });
    const pool = createHadithPool(db);
    const refill = createPoolRefill({ api, pool, cache: createHadithCache(db), now, sleep });
    const favourites = createFavourites(db);
    const service = createNewTabService({
      db,
      pool,
      refill,
      favourites,
      now,
      loadBundled: loadBundledFromDataDir,
    });
    background = { service, pool, refill, db, favourites, clock, sleeps };
  });
  afterEach(async () => {
    await background?.db.delete();
  });
  return () => {
    if (background === undefined) throw new Error('The background is built before each test.');
    return background;
  };
}

/** Shows the next prepared hadith as a new tab does, and answers it with the next plan. */
export async function openTab(
  service: NewTabService,
  plan: NewTabPlan | null,
  today = '2030-01-02',
): Promise<{ shown: PreparedHadith; plan: NewTabPlan }> {
  const current = plan ?? (await service.report({ shown: null, dailyFor: null, today }));
  const [shown] = current.upcoming;
  if (shown === undefined) throw new Error('The plan has nothing to show.');
  return { shown, plan: await service.report({ shown, dailyFor: null, today }) };
}
