import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/app';
import {
  type DatabaseJson,
  type Envelope,
  type ErrorJson,
  type PaginationJson,
  type ProductionErrorJson,
  call,
} from './helpers';

/** Production's routes beyond the contract, as its source answers them (server/browse-routes.ts). */

interface ListJson {
  data: DatabaseJson[];
  pagination: PaginationJson;
}

interface CollectionJson {
  id: number;
  nameEnglish: string;
  nameArabic: string;
  slug: string;
  totalHadith: number;
  _count?: { hadiths: number };
}

let production: RunningServer;
let bare: RunningServer;

beforeAll(async () => {
  [production, bare] = await Promise.all([
    startServer({ port: 0 }),
    startServer({ port: 0, wire: 'bare' }),
  ]);
});

afterAll(async () => {
  await Promise.all([production.close(), bare.close()]);
});

async function list(params: Record<string, string | number>): Promise<ListJson> {
  const answer = await call<Envelope<ListJson>>(production, '/v1/hadiths', params);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('GET /v1/hadiths', () => {
  it('fetches one hadith by reference, in the database shape', async () => {
    const { data, pagination } = await list({ collection: 'bukhari', hadithNumber: 1, limit: 1 });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: 1000100,
      collection: 'Sahih al-Bukhari',
      collectionId: 1,
      bookNumber: 1,
      hadithNumber: 1,
      translation: { languageCode: 'en' },
    });
    expect(pagination).toEqual({
      page: 1,
      limit: 1,
      total: 1,
      totalPages: 1,
      hasNext: false,
      hasPrev: false,
    });
  });

  it('takes the collection by its name as well as its slug', async () => {
    const byName = await list({ collection: 'Sahih Muslim', hadithNumber: 100 });
    const bySlug = await list({ collection: 'muslim', hadithNumber: 100 });
    expect(byName).toEqual(bySlug);
    expect(bySlug.data.length).toBeGreaterThan(0);
  });

  it('pages through a book in order, with an exact total, and an empty page past the end', async () => {
    const first = await list({ collection: 'bukhari', bookNumber: 2, limit: 20 });
    expect(first.pagination.total).toBe(51);
    expect(first.pagination.hasNext).toBe(true);
    const numbers = first.data.map((hadith) => hadith.hadithNumber);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(first.data.every((hadith) => hadith.bookNumber === 2)).toBe(true);
    const last = await list({ collection: 'bukhari', bookNumber: 2, limit: 20, page: 3 });
    expect(last.data).toHaveLength(11);
    expect(last.pagination).toMatchObject({ hasNext: false, hasPrev: true });
    const past = await list({ collection: 'bukhari', bookNumber: 2, limit: 20, page: 9 });
    expect(past.data).toEqual([]);
    expect(past.pagination).toMatchObject({ total: 51, hasPrev: true, hasNext: false });
  });

  it('falls back to English where the language asked for has no text', async () => {
    const { data } = await list({ collection: 'bukhari', hadithNumber: 1, language: 'bn' });
    expect(data[0]?.translation?.languageCode).toBe('en');
    const french = await list({ collection: 'bukhari', hadithNumber: 1, language: 'fr' });
    expect(french.data[0]?.translation?.languageCode).toBe('fr');
  });

  it('finds nothing in a collection it does not know, or at a number past its end', async () => {
    expect((await list({ collection: 'nope', hadithNumber: 1 })).pagination.total).toBe(0);
    expect((await list({ collection: 'bukhari', hadithNumber: 99999 })).data).toEqual([]);
  });

  it.each([
    [{ collection: 'bukhari', lang: 'en' }, 'property lang should not exist'],
    [{ collection: 'bukhari', bookNumber: 'two' }, 'bookNumber must be an integer number'],
    [{ collection: 'bukhari', limit: 0 }, 'limit must not be less than 1'],
  ])('validates strictly: %j is a 400', async (params, message) => {
    const answer = await call<ProductionErrorJson>(production, '/v1/hadiths', params);
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toContain(message);
  });
});

describe('GET /v1/hadiths/{id}, /daily and /random with a collection', () => {
  it('answers one hadith by id, 404 for an unknown one, 400 for one not numeric', async () => {
    const found = await call<Envelope<DatabaseJson>>(production, '/v1/hadiths/8000100');
    expect(found.body.data).toMatchObject({ id: 8000100, hadithNumber: 1 });
    const unknown = await call<ProductionErrorJson>(production, '/v1/hadiths/42');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ error: 'Not Found' });
    const word = await call<ProductionErrorJson>(production, '/v1/hadiths/all');
    expect(word.status).toBe(400);
  });

  it('gives the same hadith of the day to every request', async () => {
    const one = await call<Envelope<DatabaseJson>>(production, '/v1/hadiths/daily');
    const two = await call<Envelope<DatabaseJson>>(production, '/v1/hadiths/daily', {
      language: 'en',
    });
    expect(one.body.data.id).toBe(two.body.data.id);
    expect(one.body.data.translation?.languageCode).toBe('en');
  });

  it('draws only from the collection asked for, and null from one it does not know', async () => {
    for (let i = 0; i < 5; i++) {
      const { body } = await call<Envelope<DatabaseJson>>(production, '/v1/hadiths/random', {
        collection: 'nawawi',
      });
      expect(body.data.collectionId).toBe(8);
    }
    const none = await call<Envelope<null>>(production, '/v1/hadiths/random', {
      collection: 'nope',
    });
    expect(none.body.data).toBeNull();
  });

  it('searches within one collection', async () => {
    const { body } = await call<Envelope<ListJson>>(production, '/v1/hadiths/search', {
      q: 'prayer',
      collection: 'muslim',
      limit: 10,
    });
    expect(body.data.data.length).toBe(10);
    expect(body.data.data.every((hadith) => hadith.collection === 'muslim')).toBe(true);
  });
});

describe('GET /v1/collections', () => {
  it('lists every collection by English name, with slugs and Arabic names', async () => {
    const { body } = await call<Envelope<CollectionJson[]>>(production, '/v1/collections');
    const names = body.data.map((collection) => collection.nameEnglish);
    expect(names).toEqual([...names].sort());
    expect(body.data.find((collection) => collection.slug === 'bukhari')).toMatchObject({
      nameEnglish: 'Sahih al-Bukhari',
      nameArabic: 'صحيح البخاري',
    });
  });

  it('answers one collection with its count, and 404 for an unknown slug', async () => {
    const { body } = await call<Envelope<CollectionJson>>(production, '/v1/collections/nawawi');
    expect(body.data._count).toEqual({ hadiths: 42 });
    const unknown = await call<ProductionErrorJson>(production, '/v1/collections/nope');
    expect(unknown.status).toBe(404);
  });
});

describe('what the real service does that the extension must survive', () => {
  it('answers a quote that reaches the SQL path with a plain-text 500, outside the envelope', async () => {
    const response = await fetch(`${production.url}/v1/hadiths/search?q=zzqq'xx`, {
      headers: { Authorization: 'Bearer demo-key' },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Internal Server Error');
  });

  it.each(['/v1/hadiths', '/v1/collections', '/v1/hadiths/daily', '/v1/hadiths/8000100'])(
    'bare, the published contract, has no %s',
    async (path) => {
      const answer = await call<ErrorJson>(bare, path, { collection: 'bukhari' });
      expect(answer.status).toBe(404);
    },
  );
});
