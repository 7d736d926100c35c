import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '@/lib/hadith/hadith';
import { apiBaseUrl } from '@/lib/storage/settings';
import { useLocalService } from '../helpers/local-service';
import { hadiths, useBackground } from '../helpers/background';

/**
 * References through the background's search, against the local service on
 * both wires: production has `/v1/hadiths` and `/v1/collections`, bare (the
 * published contract) has neither.
 */

const background = useBackground();
const request = (query: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  query,
  language: 'en',
  page: 1,
  limit: 10,
  ...extra,
});

describe.each(['production', 'bare'] as const)('on the %s wire', (wire) => {
  const local = useLocalService(wire);
  const { paths } = local;

  if (wire === 'production') {
    it.each([
      // Yahya b. Ya'mur's hadith of Jibril's question: sunnah.com's Muslim 8a, the data's 93.
      ['muslim 8a', 2009300],
      ['https://sunnah.com/muslim:8a', 2009300],
      ['sunnah.com/muslim:8', 2009300],
      ['صحيح مسلم 11a', 2010000],
    ])('reads %j in sunnah.com’s numbering', async (query, id) => {
      const answer = await background().service.search(request(query));
      expect(answer.hadiths.map((hadith) => hadith.id)).toEqual([id]);
      expect(answer.hadiths[0]!.sunnahNumber).toMatch(/^\d+a$/);
      expect(answer.reference?.sunnah).toBeDefined();
      expect(local.server().stats.requests).toBe(1);
    });

    it('keeps a sunnah.com address to a collection numbered one way as its number', async () => {
      const answer = await background().service.search(request('sunnah.com/bukhari:7'));
      expect(answer.hadiths.map((hadith) => hadith.id)).toEqual([1000700]);
      expect(answer.numberingUnknown).toBeUndefined();
    });

    it('opens "bukhari 1" with one request, and again from the cache with none', async () => {
      const answer = await background().service.search(request('bukhari 1'));
      expect(answer.reference).toEqual({
        slug: 'bukhari',
        collection: 'Sahih al-Bukhari',
        number: 1,
        book: null,
      });
      expect(answer.hadiths.map((hadith) => hadith.id)).toEqual([1000100]);
      expect(paths()).toEqual(['/v1/hadiths']);
      const again = await background().service.search(request('Sahih al-Bukhari 1'));
      expect(again).toMatchObject({ fromCache: true, reference: { slug: 'bukhari', number: 1 } });
      expect(local.server().stats.requests).toBe(1);
    });

    it.each([
      ['صحيح البخاري 1', 1000100],
      ['https://sunnah.com/bukhari:1', 1000100],
      ['bukahri 1', 1000100],
      // sunnah.com's place in a book: book 1's 8th hadith (Muslim 100), its 150th (page 2).
      ['sunnah.com/muslim/1/8', 2010000],
      ['https://sunnah.com/muslim/1/150', 2024400],
      ['nawawi 13', 8001300],
    ])('opens %j', async (query, id) => {
      const answer = await background().service.search(request(query));
      expect(answer.hadiths.map((hadith) => hadith.id)).toContain(id);
    });

    it('says a number past the end has no hadith, after one request and the list of names', async () => {
      const answer = await background().service.search(request('bukhari 99999'));
      expect(answer.hadiths).toEqual([]);
      expect(answer.reference?.number).toBe(99999);
      // Nothing there, and no list held yet: the service is asked how it names Bukhari.
      expect(paths()).toEqual(['/v1/hadiths', '/v1/collections']);
      await background().service.search(request('bukhari 99998'));
      expect(paths()).toHaveLength(3);
    });

    it('sends nothing for hadith 0, which the service would read as no number', async () => {
      const answer = await background().service.search(request('bukhari 0'));
      expect(answer).toMatchObject({ hadiths: [], reference: { number: 0 } });
      expect(local.server().stats.requests).toBe(0);
    });

    it('searches the text instead when asked, under its own cache key', async () => {
      const answer = await background().service.search(request('bukhari 1', { asText: true }));
      expect(answer.reference).toBeUndefined();
      expect(paths()).toEqual(['/v1/hadiths/search']);
    });

    it('answers a reference offline from the hadiths held, saying why', async () => {
      // An-Nawawi's first, held from an earlier answer (the cache, as any search leaves it).
      const [first] = hadiths(1);
      expect(first).toMatchObject({ id: 8000100, collection: 'Forty Hadith of an-Nawawi' });
      await background().cache.saveHadiths([first!], background().clock.now);
      await apiBaseUrl.setValue('http://127.0.0.1:9');
      const answer = await background().service.search(request('nawawi 1'));
      expect(answer.hadiths.map((hadith) => hadith.id)).toEqual([8000100]);
      expect(answer).toMatchObject({ fromCache: true, offlineReason: { kind: 'network' } });
      expect(answer.reference?.number).toBe(1);
      // Nothing held: the failure itself.
      await expect(background().service.search(request('nawawi 2'))).rejects.toMatchObject({
        kind: 'network',
      });
    });

    it('reads the plain-text 500 a quote meets on the SQL path as a service failure', async () => {
      const answer = await background().service.search(request("zzqq'xx"));
      expect(answer.offlineReason).toMatchObject({ kind: 'server', status: 500 });
      expect(paths()).toEqual(['/v1/hadiths/search']);
    });

    it('searches within a collection', async () => {
      const answer = await background().service.search(request('prayer', { collection: 'muslim' }));
      expect(answer.hadiths.length).toBeGreaterThan(0);
      expect(answer.hadiths.every((hadith) => hadith.collection === 'Sahih Muslim')).toBe(true);
      expect(local.server().stats.received[0]?.url).toContain('collection=muslim');
    });
  } else {
    it('falls back to the text, remembers the missing route, and never asks it again', async () => {
      const answer = await background().service.search(request('bukhari 1'));
      expect(answer.referenceUnsupported).toBe(true);
      expect(answer.reference).toBeUndefined();
      expect(paths()).toEqual(['/v1/hadiths', '/v1/hadiths/search']);
      const next = await background().service.search(request('muslim 100'));
      expect(next.referenceUnsupported).toBe(true);
      expect(paths().slice(2)).toEqual(['/v1/hadiths/search']);
    });

    it('keeps "patience" and "1234" as searches', async () => {
      await background().service.search(request('patience'));
      await background().service.search(request('1234'));
      expect(paths()).toEqual(['/v1/hadiths/search', '/v1/hadiths/search']);
    });
  }
});
