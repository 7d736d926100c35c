import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@/lib/hadith/hadith';
import { SEARCH_CACHE_LIFETIME_MS } from '@/lib/search/input';
import { isRouteMissing, savedApiBase } from '@/lib/storage/browse-state';
import { useBackground } from '../helpers/background';
import { useScriptedService } from '../helpers/setup';
import { pagination, realRecords, searchPayload, wireBody } from '../helpers/wire';

/** Search by meaning in the background (lib/search/background/meaning.ts), against a scripted service. */

const service = useScriptedService();
const background = useBackground();
const request: SearchRequest = {
  query: 'being good to parents',
  language: 'en',
  page: 1,
  limit: 50,
  collection: 'bukhari',
  mode: 'meaning',
};
const meaningAnswer = (count: number) =>
  wireBody('production', {
    data: realRecords(count).map((record, i) => ({ ...record, similarity: 0.9 - i / 100 })),
    total: count,
  });
const paths = () => service().requests.map(({ url }) => new URL(url, service().url).pathname);

describe('search by meaning', () => {
  it('asks once for its one page of twenty, without collection or page, and keeps it a day', async () => {
    service().reply({ body: meaningAnswer(20) });
    const answer = await background().service.search(request);
    expect(answer.hadiths).toHaveLength(20);
    expect(answer.pagination).toMatchObject({ hasNext: false, hasPrev: false, total: 20 });
    expect(answer.request).toMatchObject({ mode: 'meaning', limit: 20, page: 1 });
    expect(service().requests.map(({ url }) => url)).toEqual([
      '/v1/hadiths/semantic-search?q=being+good+to+parents&language=en&limit=20',
    ]);
    expect(
      await background().service.search({ ...request, query: 'Being  good to PARENTS' }),
    ).toMatchObject({
      fromCache: true,
    });
    expect(service().requests).toHaveLength(1);
    background().clock.now += SEARCH_CACHE_LIFETIME_MS + 1;
    await background().service.search(request);
    expect(service().requests).toHaveLength(2);
  });

  it('opens a reference whatever the mode', async () => {
    service().reply({
      body: wireBody('production', searchPayload(realRecords(1), pagination(1, 100, 1))),
    });
    const answer = await background().service.search({ ...request, query: 'bukhari 1' });
    expect(answer.reference).toMatchObject({ slug: 'bukhari', number: 1 });
    expect(paths()).toEqual(['/v1/hadiths']);
  });

  it('searches the words where the service has no route, and remembers it', async () => {
    service().reply((received) =>
      received.url.startsWith('/v1/hadiths/semantic-search')
        ? {
            status: 404,
            body: { statusCode: 404, message: 'Cannot GET /v1/hadiths/semantic-search' },
          }
        : { body: wireBody('bare', searchPayload(realRecords(3), pagination(1, 50, 3))) },
    );
    const answer = await background().service.search(request);
    expect(answer).toMatchObject({
      meaningUnsupported: true,
      request: { collection: 'bukhari', limit: 50 },
    });
    expect(answer.request.mode).toBeUndefined();
    expect(answer.hadiths).toHaveLength(3);
    expect(
      await isRouteMissing(await savedApiBase(), 'semantic-search', background().clock.now),
    ).toBe(true);
    service().requests.length = 0;
    await background().service.search({ ...request, query: 'patience' });
    expect(paths()).toEqual(['/v1/hadiths/search']);
  });

  it('says the service switched it off (503), asking once, and searches nothing else', async () => {
    service().reply({
      status: 503,
      body: {
        success: false,
        error: {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Semantic search is temporarily unavailable',
        },
      },
    });
    const answer = await background().service.search(request);
    expect(answer).toMatchObject({ meaningUnavailable: true, hadiths: [], offlineReason: null });
    expect(service().requests).toHaveLength(1);
  });

  it('offline, answers from the hadiths held here, labelled', async () => {
    service().reply({
      status: 402,
      body: {
        success: false,
        error: { statusCode: 402, error: 'BALANCE_DEPLETED', message: 'No credits' },
      },
    });
    const answer = await background().service.search(request);
    expect(answer.fromCache).toBe(true);
    expect(answer.offlineReason).toMatchObject({ kind: 'no-credit' });
  });
});
