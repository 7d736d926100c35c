import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { HISTORY_LENGTH, POOL_TARGET } from '@/lib/new-tab/background/pool';
import type { NewTabPlan } from '@/lib/new-tab/plan';
import { UPCOMING_COUNT } from '@/lib/new-tab/background/service';
import { REFILL_ALARM } from '@/lib/new-tab/background/pool-refill';
import { hadithFields } from '@/lib/hadith/fields';
import { HISTORY_LIMIT } from '@/lib/storage/history';
import { rateLimitRecord } from '@/lib/service/rate-limit-state';
import { apiKey, language, rotation } from '@/lib/storage/settings';
import { hadiths } from '../helpers/background';
import { openTab, useNewTabBackground } from '../helpers/new-tab';
import { useScriptedService } from '../helpers/setup';
import { realRecords, wireBody } from '../helpers/wire';

const service = useScriptedService();
const background = useNewTabBackground();
/** Whether the favourites' store holds `id`. */
const starred = async (id: number) => (await background().favourites.among([id])).has(id);
const TODAY = '2030-01-02';

async function fillPool(): Promise<void> {
  let next = 0;
  service().reply(() => ({ body: wireBody('bare', realRecords(82)[next++]) }));
  await background().refill.run();
}

describe('the new tab’s plan', () => {
  it('shows the pooled hadiths in order, fresh and without a notice', async () => {
    await fillPool();
    let plan: NewTabPlan | null = null;
    const shown: number[] = [];
    for (let tab = 0; tab < POOL_TARGET; tab++) {
      const opened = await openTab(background().service, plan);
      expect(opened.shown).toMatchObject({ source: 'pool', notice: null, language: 'en' });
      shown.push(opened.shown.hadith.id);
      plan = opened.plan;
    }
    expect(shown).toEqual(hadiths(POOL_TARGET).map((h) => h.id));
    expect(await background().pool.size('en')).toBe(0);
    // Every tab asks for a refill, by alarm.
    expect(await fakeBrowser.alarms.get(REFILL_ALARM)).toBeDefined();
  });

  it('hands the page enough hadiths for several tabs', async () => {
    await fillPool();
    const plan = await background().service.report({ shown: null, dailyFor: null, today: TODAY });
    expect(plan.upcoming).toHaveLength(UPCOMING_COUNT);
    expect(new Set(plan.upcoming.map((e) => e.hadith.id)).size).toBe(UPCOMING_COUNT);
  });

  it('without a key rotates through the bundled collection, never repeating the last 20', async () => {
    await apiKey.setValue('');
    let plan: NewTabPlan | null = null;
    const shown: number[] = [];
    for (let tab = 0; tab < 100; tab++) {
      const opened = await openTab(background().service, plan);
      expect(opened.shown).toMatchObject({ source: 'bundled', notice: { kind: 'no-key' } });
      shown.push(opened.shown.hadith.id);
      plan = opened.plan;
    }
    for (let i = 0; i + HISTORY_LENGTH < shown.length; i++) {
      const window = shown.slice(i, i + HISTORY_LENGTH + 1);
      expect(new Set(window).size, `tabs ${i}–${i + HISTORY_LENGTH}`).toBe(window.length);
    }
    expect(service().requests).toHaveLength(0);
  });

  it('mixes cached hadiths in, and says why when the service is limiting', async () => {
    await fillPool();
    for (let tab = 0; tab < POOL_TARGET; tab++) await openTab(background().service, null);
    const until = background().clock.now + 90_000;
    await rateLimitRecord.setValue({ blockedUntil: until, attempts: 1, code: null });

    const plan = await background().service.report({ shown: null, dailyFor: null, today: TODAY });
    expect(plan.upcoming.every((e) => e.source !== 'pool')).toBe(true);
    expect(plan.upcoming[0]?.notice).toEqual({ kind: 'rate-limited', until, code: null });
    // The ten just shown are cached but are among the last 20 shown.
    const recent = new Set(hadiths(POOL_TARGET).map((h) => h.id));
    expect(plan.upcoming.some((e) => recent.has(e.hadith.id))).toBe(false);
  });

  it('shows English with the requested language noted where the bundled set lacks it', async () => {
    await apiKey.setValue('');
    await language.setValue('ru');
    const plan = await background().service.report({ shown: null, dailyFor: null, today: TODAY });
    expect(plan.language).toBe('ru');
    expect(plan.upcoming.every((e) => e.language === 'ru' && e.hadith.language === 'en')).toBe(
      true,
    );
  });

  it('prefers the user’s language in the bundled set when it has it', async () => {
    await apiKey.setValue('');
    await language.setValue('tr');
    const plan = await background().service.report({ shown: null, dailyFor: null, today: TODAY });
    expect(plan.upcoming.every((e) => e.hadith.language === 'tr')).toBe(true);
  });
});

describe('the hadith of the day', () => {
  it('keeps the first pick of a day, and has none for the next day', async () => {
    await apiKey.setValue('');
    await rotation.setValue('daily');
    const first = await background().service.report({ shown: null, dailyFor: null, today: TODAY });
    expect(first.rotation).toBe('daily');
    expect(first.daily).toBeNull();
    const [pick, other] = first.upcoming;

    const after = await background().service.report({
      shown: pick!,
      dailyFor: TODAY,
      today: TODAY,
    });
    expect(after.daily).toEqual({ day: TODAY, entry: pick });
    // A second tab racing on the same day does not replace it.
    const raced = await background().service.report({
      shown: other!,
      dailyFor: TODAY,
      today: TODAY,
    });
    expect(raced.daily?.entry.hadith.id).toBe(pick!.hadith.id);

    const tomorrow = await background().service.report({
      shown: null,
      dailyFor: null,
      today: '2030-01-03',
    });
    expect(tomorrow.daily).toBeNull();
  });

  it('is picked again after a language change', async () => {
    await apiKey.setValue('');
    const first = await background().service.report({ shown: null, dailyFor: null, today: TODAY });
    await background().service.report({ shown: first.upcoming[0]!, dailyFor: TODAY, today: TODAY });
    await language.setValue('fr');
    const plan = await background().service.report({ shown: null, dailyFor: null, today: TODAY });
    expect(plan.daily).toBeNull();
  });
});

describe('the history of shown hadiths', () => {
  it('keeps the last 200 shown, newest first, once per hadith in a row, marks favourites, and clears with the cache', async () => {
    await fillPool();
    const real = hadiths(20);
    // More hadiths than the history keeps: real records, each under an id of its own.
    const entries = Array.from({ length: HISTORY_LIMIT + 5 }, (_, index) => ({
      hadith: { ...real[index % real.length]!, id: 9_000_000 + index },
      source: 'pool' as const,
      language: 'en',
      favourite: false,
      notice: null,
    }));
    for (const entry of entries) {
      await background().service.report({ shown: entry, dailyFor: null, today: TODAY });
    }
    // The hadith of the day shown again on the next tab is one entry, not two.
    await background().service.report({ shown: entries.at(-1)!, dailyFor: null, today: TODAY });
    await background().favourites.set(entries.at(-2)!.hadith, true, background().clock.now);

    const recent = await background().service.recent(HISTORY_LIMIT + 10);
    expect(recent).toHaveLength(HISTORY_LIMIT);
    expect(recent.map((entry) => entry.hadith.id)).toEqual(
      entries
        .slice(-HISTORY_LIMIT)
        .reverse()
        .map((entry) => entry.hadith.id),
    );
    expect(recent[1]?.favourite).toBe(true);

    await background().service.clearCache();
    expect(await background().service.recent(10)).toEqual([]);
    expect(await starred(entries.at(-2)!.hadith.id)).toBe(true);
  });
});

describe('favourites', () => {
  it('are flagged in the plan and survive clearing the cache', async () => {
    await fillPool();
    const [hadith] = hadiths(1);
    expect(await background().favourites.set(hadith!, true, background().clock.now)).toBe(true);
    const plan = await background().service.report({ shown: null, dailyFor: null, today: TODAY });
    expect(plan.upcoming[0]).toMatchObject({ hadith: { id: hadith!.id }, favourite: true });
    expect(plan.upcoming[1]?.favourite).toBe(false);

    await background().service.clearCache();

    const { db } = background();
    expect(await db.hadiths.count()).toBe(0);
    expect(await db.pool.count()).toBe(0);
    expect(await db.history.count()).toBe(0);
    expect(await starred(hadith!.id)).toBe(true);
    expect((await db.favourites.toArray()).map(hadithFields)).toEqual([hadith]);
  });

  it('can be removed, and list newest first', async () => {
    const [first, second] = hadiths(2);
    await background().favourites.set(first!, true, background().clock.now);
    background().clock.now += 1_000;
    await background().favourites.set(second!, true, background().clock.now);
    const listed = await background().db.favourites.orderBy('savedAt').reverse().toArray();
    expect(listed.map((row) => row.id)).toEqual([second!.id, first!.id]);
    expect(await background().favourites.set(first!, false, background().clock.now)).toBe(false);
    expect(await starred(first!.id)).toBe(false);
  });
});
