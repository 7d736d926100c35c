import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@/lib/hadith';
import { SEARCH_CACHE_LIFETIME_MS } from '@/lib/search-service';
import { rateLimitRecord } from '@/lib/rate-limit-state';
import { apiKey, language } from '@/lib/settings';
import { hadiths, useBackground } from './helpers/background';
import { failure, useScriptedService } from './helpers/setup';
import { pagination, realRecords, searchPayload, wireBody } from './helpers/wire';

const service = useScriptedService();
const background = useBackground();

async function blockFor(ms: number, code: string | null = null): Promise<number> {
  const until = background().clock.now + ms;
  await rateLimitRecord.setValue({ blockedUntil: until, attempts: 1, code });
  return until;
}

describe('nextHadith', () => {
  it('fetches a hadith in the configured language and keeps it', async () => {
    await language.setValue('fr');
    service().reply({ body: wireBody('envelope', realRecords(1, 'fr')[0]) });

    const answer = await background().service.nextHadith();

    expect(answer).toEqual({ hadith: hadiths(1, 'fr')[0], fromCache: false, fallbackReason: null });
    expect(service().requests[0]?.url).toBe('/v1/hadiths/random?language=fr');
    expect(await background().db.hadiths.get([8000100, 'fr'])).toMatchObject({
      translation: answer.hadith.translation,
    });
  });

  it('answers no-key without a request, even with hadiths in the cache', async () => {
    await background().cache.saveHadiths(hadiths(2), 0);
    await apiKey.setValue('');
    expect((await failure(background().service.nextHadith())).kind).toBe('no-key');
    expect(service().requests).toHaveLength(0);
  });

  it('shows a cached hadith, with the reason, while blocked, and sends nothing', async () => {
    await background().cache.saveHadiths(hadiths(3), 0);
    const until = await blockFor(60_000, 'DAILY_LIMIT_EXCEEDED');

    const answer = await background().service.nextHadith();

    expect(answer.fromCache).toBe(true);
    expect(hadiths(3)).toContainEqual(answer.hadith);
    expect(answer.fallbackReason).toMatchObject({
      kind: 'rate-limited',
      retryAt: until,
      code: 'DAILY_LIMIT_EXCEEDED',
    });
    expect(service().requests).toHaveLength(0);
  });

  it('answers rate-limited with the end of the wait while blocked with an empty cache', async () => {
    await background().cache.saveHadiths(hadiths(3, 'fr'), 0);
    const until = await blockFor(60_000);
    const error = await failure(background().service.nextHadith());
    expect(error).toMatchObject({ kind: 'rate-limited', retryAt: until });
    expect(service().requests).toHaveLength(0);
  });

  it.each([
    ['a server error', { status: 503 }, 'server'],
    ['a 429', { status: 429, headers: { 'Retry-After': '10' } }, 'rate-limited'],
  ])('falls back to the cache on %s', async (_case, reply, kind) => {
    await background().cache.saveHadiths(hadiths(1), 0);
    service().reply(reply);

    const answer = await background().service.nextHadith();

    expect(answer).toMatchObject({
      hadith: hadiths(1)[0],
      fromCache: true,
      fallbackReason: { kind },
    });
    expect(service().requests).toHaveLength(1);
  });

  it.each([
    [401, 'unauthorized'],
    [402, 'no-credit'],
    [403, 'forbidden'],
  ])('does not hide HTTP %i behind the cache', async (status, kind) => {
    await background().cache.saveHadiths(hadiths(1), 0);
    service().reply({ status });
    expect((await failure(background().service.nextHadith())).kind).toBe(kind);
  });
});

describe('search', () => {
  const request: SearchRequest = { query: 'Intentions', language: 'en', page: 1, limit: 5 };
  const replyWithPage = () =>
    service().reply({
      body: wireBody('envelope', searchPayload(realRecords(5), pagination(1, 5, 12))),
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

describe('getStatus', () => {
  it('says whether a key is set and until when requests are held', async () => {
    expect(await background().service.getStatus()).toEqual({ hasKey: true, blockedUntil: null });
    const until = await blockFor(5_000);
    await apiKey.setValue('');
    expect(await background().service.getStatus()).toEqual({ hasKey: false, blockedUntil: until });
  });
});
