import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@/lib/hadith/hadith';
import { SEARCH_CACHE_LIFETIME_MS } from '@/lib/search/input';
import { rateLimitRecord } from '@/lib/service/rate-limit-state';
import { useBackground } from '../helpers/background';
import { failure, useScriptedService } from '../helpers/setup';
import { pagination, realRecords, searchPayload, wireBody } from '../helpers/wire';

const service = useScriptedService();
const background = useBackground();

async function blockFor(ms: number, code: string | null = null): Promise<number> {
  const until = background().clock.now + ms;
  await rateLimitRecord.setValue({ blockedUntil: until, attempts: 1, code });
  return until;
}

describe('search', () => {
  const request: SearchRequest = { query: 'Intentions', language: 'en', page: 1, limit: 5 };
  const replyWithPage = () =>
    service().reply({
      body: wireBody('production', searchPayload(realRecords(5), pagination(1, 5, 12))),
    });

  it.each<[string, Partial<SearchRequest>]>([
    ['a blank query', { query: '   ' }],
    ['page 0', { page: 0 }],
    ['a fractional page', { page: 1.5 }],
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
    ['a language that is not a code', { language: 'en&limit=500' }],
  ])('rejects %s as bad-request without a request', async (_case, change) => {
    const error = await failure(background().service.search({ ...request, ...change }));
    expect(error.kind).toBe('bad-request');
    expect(service().requests).toHaveLength(0);
  });

  it('fetches a page once, then serves an equivalent query from the cache', async () => {
    replyWithPage();

    const fresh = await background().service.search({ ...request, query: '  Intentions ' });
    const repeated = await background().service.search({ ...request, query: 'INTENTIONS' });

    expect(fresh).toMatchObject({ fromCache: false, request: { ...request, query: 'Intentions' } });
    expect(repeated).toMatchObject({
      fromCache: true,
      request: { ...request, query: 'INTENTIONS' },
    });
    expect(repeated.hadiths).toEqual(fresh.hadiths);
    expect(repeated.pagination).toEqual(pagination(1, 5, 12));
    expect(service().requests).toHaveLength(1);
  });

  it('asks again once the cached page is older than its lifetime', async () => {
    replyWithPage();
    await background().service.search(request);
    background().clock.now += SEARCH_CACHE_LIFETIME_MS + 1;

    expect((await background().service.search(request)).fromCache).toBe(false);
    expect(service().requests).toHaveLength(2);
  });

  it('while blocked, serves a cached page (even an old one) and sends nothing', async () => {
    replyWithPage();
    await background().service.search(request);
    background().clock.now += SEARCH_CACHE_LIFETIME_MS + 1;
    await blockFor(30_000);

    const answer = await background().service.search(request);

    expect(answer.fromCache).toBe(true);
    expect(answer.hadiths).toHaveLength(5);
    expect(service().requests).toHaveLength(1);
  });

  it('while blocked, searches locally and says until when, for a page not cached', async () => {
    const until = await blockFor(30_000);
    const answer = await background().service.search(request);
    expect(answer.offlineReason).toMatchObject({ kind: 'rate-limited', retryAt: until });
    expect(answer.hadiths).toEqual([]);
    expect(service().requests).toHaveLength(0);
  });
});
