import { describe, expect, it } from 'vitest';
import { abdulBaqiNumber } from '@/lib/hadith/sunnah-number';
import { useBackground } from '../helpers/background';
import { useScriptedService } from '../helpers/setup';
import { pagination, realRecords, searchPayload, wireBody } from '../helpers/wire';

/** sunnah.com's numbering ("Muslim 8a") against a service that numbers Sahih Muslim otherwise. */

const service = useScriptedService();
const background = useBackground();

describe('abdulBaqiNumber', () => {
  it.each([
    ['8.01', '8a'],
    ['8.02', '8b'],
    ['9', '9'],
    [2564, '2564'],
    ['11A', '11a'],
    [' 8a ', '8a'],
  ])('%j → %j', (raw, number) => {
    expect(abdulBaqiNumber(raw)).toBe(number);
  });

  it.each([['8.27'], ['8.x'], ['a8'], [''], [null], [8.5], [{}]])('%j → null', (raw) => {
    expect(abdulBaqiNumber(raw)).toBeNull();
  });
});

describe('a reference in sunnah.com’s numbering', () => {
  it('says the service numbers the collection otherwise when its records do not carry the number, after one request', async () => {
    // The data's Muslim 93 (sunnah.com's 8a) as a service sends it without its other number.
    const [record] = realRecords(1);
    const muslim93 = { ...record!, collection: 'Sahih Muslim', collectionId: 2, hadithNumber: 93 };
    service().reply({
      body: wireBody('production', searchPayload([muslim93], pagination(1, 100, 1))),
    });
    const answer = await background().service.search({
      query: 'muslim 8a',
      language: 'en',
      page: 1,
      limit: 20,
    });
    expect(answer).toMatchObject({ numberingUnknown: true, hadiths: [] });
    expect(answer.reference).toMatchObject({ slug: 'muslim', sunnah: '8a' });
    expect(service().requests.map(({ url }) => url)).toEqual([
      '/v1/hadiths?collection=muslim&language=en&hadithNumber=93&page=1&limit=100',
    ]);
  });
});
