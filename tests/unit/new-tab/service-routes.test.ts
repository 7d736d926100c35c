import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseForNewTab } from '@/lib/new-tab/choice';
import { createHadithPool, POOL_TARGET } from '@/lib/new-tab/background/pool';
import { createPoolRefill } from '@/lib/new-tab/background/pool-refill';
import { createNewTabService } from '@/lib/new-tab/background/service';
import { createApiClient } from '@/lib/service/api-client';
import { createCollectionsKeeper } from '@/lib/service/collections';
import { openDatabase, type HadithDatabase } from '@/lib/storage/db';
import { createFavourites } from '@/lib/favourites/background/store';
import { createHadithCache } from '@/lib/storage/hadith-cache';
import {
  apiBaseUrl,
  apiKey,
  newTabCollections,
  rotation,
  searchBaseUrl,
} from '@/lib/storage/settings';
import { dailyId } from '../../../server/browse-routes';
import { useLocalService } from '../helpers/local-service';
import { DATA_DIR } from '../helpers/data-dir';
import { loadBundledFromDataDir } from '../helpers/bundled';
import { TEST_KEY } from '../helpers/setup';

/**
 * The new tab's use of the routes beyond the contract, against the local
 * service on both wires: the hadith of the day from /v1/hadiths/daily, and
 * hadiths drawn from the collections chosen in the options.
 */

const TODAY = '2030-01-02';
const NAWAWI = { slug: 'nawawi', name: 'Forty Hadith of an-Nawawi' };

let databases = 0;

describe.each(['production', 'bare'] as const)('on the %s wire', (wire) => {
  const { server, paths } = useLocalService(wire);
  let db: HadithDatabase;
  const build = () => {
    const api = createApiClient({ spacingMs: 0 });
    const pool = createHadithPool(db);
    const refill = createPoolRefill({
      api,
      pool,
      cache: createHadithCache(db),
      sleep: async () => {},
    });
    const service = createNewTabService({
      db,
      pool,
      refill,
      favourites: createFavourites(db),
      loadBundled: loadBundledFromDataDir,
      dailyHadith: (language) => api.dailyHadith(language),
    });
    return { pool, refill, service };
  };
  beforeEach(async () => {
    databases += 1;
    db = openDatabase(`hadith-lookup-routes-${databases}`);
    await db.open();
    await apiKey.setValue(TEST_KEY);
    await apiBaseUrl.setValue(server().url);
    await searchBaseUrl.setValue(`${server().url}/v1`);
  });
  afterEach(async () => {
    await db.delete();
  });

  if (wire === 'production') {
    it('takes the hadith of the day from the service, once a day, and the tab waits for it', async () => {
      await rotation.setValue('daily');
      const { service } = build();
      const plan = await service.report({ shown: null, dailyFor: null, today: TODAY });
      expect(plan.dailySource).toBe('service');
      expect(plan.daily?.day).toBe(TODAY);
      expect(plan.daily?.entry.hadith.id).toBe(await dailyId(DATA_DIR));
      await service.report({ shown: null, dailyFor: null, today: TODAY });
      expect(paths().filter((path) => path === '/v1/hadiths/daily')).toHaveLength(1);
      // The next day's first tab does not pick one of its own: it asks the background.
      expect(chooseForNewTab(plan, '2030-01-03')).toBeNull();
      expect(chooseForNewTab(plan, TODAY)?.entry.hadith.id).toBe(plan.daily?.entry.hadith.id);
    });

    it('draws only from the collections chosen, sending each request one of them', async () => {
      await newTabCollections.setValue([NAWAWI]);
      const { pool, refill } = build();
      // As the options page lists them before anything can be chosen.
      await createCollectionsKeeper(createApiClient({ spacingMs: 0 }), Date.now).refresh();
      await refill.run();
      const pooled = await pool.upcoming('en', POOL_TARGET);
      expect(pooled.length).toBe(POOL_TARGET);
      expect(pooled.every((hadith) => hadith.collection === NAWAWI.name)).toBe(true);
      const sent = server().stats.received.filter(({ url }) => url.includes('/random'));
      expect(sent.every(({ url }) => url.includes('collection=nawawi'))).toBe(true);
    });
  } else {
    it('sends no collection to a service that lists none, and draws from all', async () => {
      await newTabCollections.setValue([NAWAWI]);
      const { pool, refill } = build();
      await refill.run();
      expect(await pool.size('en')).toBe(POOL_TARGET);
      expect(server().stats.received.some(({ url }) => url.includes('collection='))).toBe(false);
    });

    it('lets the day’s first tab pick where the service has no hadith of the day, and asks once', async () => {
      await rotation.setValue('daily');
      const { service } = build();
      const plan = await service.report({ shown: null, dailyFor: null, today: TODAY });
      expect(plan).toMatchObject({ dailySource: 'tab', daily: null });
      await service.report({ shown: null, dailyFor: null, today: TODAY });
      expect(paths().filter((path) => path === '/v1/hadiths/daily')).toHaveLength(1);
      const choice = chooseForNewTab(plan, TODAY);
      expect(choice?.report.dailyFor).toBe(TODAY);
    });
  }

  it('shows saved hadiths of the chosen collections when the service cannot be asked', async () => {
    await newTabCollections.setValue([NAWAWI]);
    await apiKey.setValue('');
    const { service } = build();
    const plan = await service.report({ shown: null, dailyFor: null, today: TODAY });
    expect(plan.upcoming.length).toBeGreaterThan(0);
    expect(plan.upcoming.every((entry) => entry.hadith.collection === NAWAWI.name)).toBe(true);
  });
});
