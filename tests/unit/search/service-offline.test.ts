import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@/lib/hadith/hadith';
import { rateLimitRecord } from '@/lib/service/rate-limit-state';
import { apiKey } from '@/lib/storage/settings';
import { hadiths, useBackground } from '../helpers/background';
import { failure, useScriptedService } from '../helpers/setup';
import { pagination, realRecords, searchPayload, wireBody } from '../helpers/wire';

const service = useScriptedService();
const background = useBackground();

const request: SearchRequest = { query: 'prayer', language: 'en', page: 1, limit: 5 };

/** Caches the first 40 real hadiths, as earlier searches would have. */
async function cacheSome(): Promise<void> {
  await background().cache.saveHadiths(hadiths(40), background().clock.now);
}

describe('search when the service cannot answer', () => {
  it.each([
    ['a server error', { status: 503 }, 'server'],
    ['no credit left', { status: 402 }, 'no-credit'],
    ['a rate limit', { status: 429, headers: { 'Retry-After': '30' } }, 'rate-limited'],
  ])('searches the hadiths held locally on %s, with the reason', async (_case, reply, kind) => {
    await cacheSome();
    service().reply(reply);

    const answer = await background().service.search(request);

    expect(answer.offlineReason).toMatchObject({ kind });
    expect(answer.fromCache).toBe(true);
    expect(answer.hadiths.length).toBeGreaterThan(0);
    for (const hadith of answer.hadiths) expect(hadith.translation).toMatch(/pray/i);
    expect(answer.pagination).toMatchObject({ page: 1, limit: 5, hasPrev: false });
    expect(answer.pagination.totalPages).toBe(Math.ceil(answer.pagination.total / 5));
  });

  it('searches locally without a request while requests are held back', async () => {
    await cacheSome();
    await rateLimitRecord.setValue({
      blockedUntil: background().clock.now + 60_000,
      attempts: 1,
      code: null,
    });
    const answer = await background().service.search({ ...request, page: 2 });
    expect(answer.offlineReason?.kind).toBe('rate-limited');
    expect(answer.pagination.page).toBe(2);
    expect(service().requests).toHaveLength(0);
  });

  it('searches what is held, without a request, before any key is set', async () => {
    await cacheSome();
    await apiKey.setValue('');
    const answer = await background().service.search(request);
    expect(answer.offlineReason?.kind).toBe('no-key');
    expect(answer.hadiths.length).toBeGreaterThan(0);
    expect(service().requests).toHaveLength(0);
  });

  it('does not hide a rejected key behind local results', async () => {
    await cacheSome();
    service().reply({ status: 401 });
    expect((await failure(background().service.search(request))).kind).toBe('unauthorized');
  });
});

describe('prefetch on intent', () => {
  it('fetches a page once; opening it then sends nothing', async () => {
    service().reply({
      body: wireBody('production', searchPayload(realRecords(5), pagination(2, 5, 12))),
    });
    const next = { ...request, page: 2 };

    const prefetched = await background().service.prefetchSearch(next);
    const again = await background().service.prefetchSearch(next);
    const opened = await background().service.search(next);

    expect(prefetched).toMatchObject({ fromCache: false, offlineReason: null });
    expect(again?.fromCache).toBe(true);
    expect(opened).toMatchObject({ fromCache: true, offlineReason: null });
    expect(opened.hadiths).toEqual(prefetched?.hadiths);
    expect(service().requests).toHaveLength(1);
  });

  it('answers null, never local results, when the service cannot answer', async () => {
    await cacheSome();
    service().reply({ status: 503 });
    expect(await background().service.prefetchSearch(request)).toBeNull();
  });
});
