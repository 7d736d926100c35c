import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/service/api-client';
import { searchBaseUrl } from '@/lib/storage/settings';
import { failure, TEST_KEY, useScriptedService } from '../helpers/setup';
import { pagination, realRecords, searchPayload, wireBody } from '../helpers/wire';

const service = useScriptedService();
const client = () => createApiClient({ spacingMs: 0 });

describe.each(['production', 'bare'] as const)('the %s wire', (wire) => {
  it('fetches a random hadith with the bearer key and the language, and nothing else', async () => {
    const [record] = realRecords(1, 'fr');
    service().reply({ body: wireBody(wire, record) });

    const hadith = await client().randomHadith('fr');

    expect(hadith).toEqual({
      id: 8000100,
      collection: 'Forty Hadith of an-Nawawi',
      collectionId: 8,
      bookNumber: 1,
      hadithNumber: 1,
      arabicText: record?.arabicText,
      translation: record?.translation?.text,
      language: 'fr',
      translationLanguage: 'fr',
      grades: [],
    });
    const [request] = service().requests;
    expect(request?.url).toBe('/v1/hadiths/random?language=fr');
    expect(request?.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(request?.headers['x-api-key']).toBeUndefined();
    expect(request?.url).not.toContain(TEST_KEY);
  });

  it('fetches a search page with exactly q, language, page and limit', async () => {
    const records = realRecords(3);
    service().reply({ body: wireBody(wire, searchPayload(records, pagination(2, 3, 8))) });

    const page = await client().searchPage({
      query: 'intention',
      language: 'en',
      page: 2,
      limit: 3,
    });

    expect(page.hadiths.map((hadith) => hadith.id)).toEqual(records.map((record) => record.id));
    expect(page.hadiths[0]?.translation).toBe(records[0]?.translation?.text);
    expect(page.pagination).toEqual({
      page: 2,
      limit: 3,
      total: 8,
      totalPages: 3,
      hasNext: true,
      hasPrev: true,
    });
    const url = new URL(service().requests[0]?.url ?? '', service().url);
    expect(url.pathname).toBe('/v1/hadiths/search');
    expect([...url.searchParams]).toEqual([
      ['q', 'intention'],
      ['language', 'en'],
      ['page', '2'],
      ['limit', '3'],
    ]);
    expect(service().requests[0]?.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it('tolerates numeric strings, a missing collectionId, a null translation and extra fields', async () => {
    const [record] = realRecords(1);
    const quirky = {
      ...record!,
      // Dropped from the JSON, as the production search engine does.
      collectionId: undefined,
      id: '8000100',
      bookNumber: '1',
      hadithNumber: ' 1 ',
      translation: null,
      narrator: 'Umar ibn al-Khattab',
      grades: [{ name: 'Al-Albani', grade: 'Sahih' }],
    };
    service().reply({ body: wireBody(wire, searchPayload([quirky], pagination(1, 20, 1))) });

    const page = await client().searchPage({ query: 'niyyah', language: 'ru', page: 1, limit: 20 });

    expect(page.hadiths).toEqual([
      {
        id: 8000100,
        collection: 'Forty Hadith of an-Nawawi',
        collectionId: null,
        bookNumber: 1,
        hadithNumber: 1,
        arabicText: record?.arabicText,
        translation: null,
        language: 'ru',
        translationLanguage: 'ru',
        grades: [{ name: 'Al-Albani', grade: 'Sahih' }],
      },
    ]);
  });

  it.each([
    ['a record without an id', { collection: 'X', bookNumber: 1, hadithNumber: 1, arabicText: '' }],
    ['a non-numeric hadith number', { ...realRecords(1)[0], hadithNumber: '12a' }],
    ['a list instead of a record', [realRecords(1)[0]]],
  ])('answers bad-response to %s', async (_case, payload) => {
    service().reply({ body: wireBody(wire, payload) });
    expect((await failure(client().randomHadith('en'))).kind).toBe('bad-response');
  });

  it('answers bad-response to a search body without pagination', async () => {
    service().reply({ body: wireBody(wire, { data: realRecords(2) }) });
    const error = await failure(
      client().searchPage({ query: 'a', language: 'en', page: 1, limit: 20 }),
    );
    expect(error.kind).toBe('bad-response');
  });
});

describe('the API client', () => {
  it('uses the configured search base as given, without adding /v1', async () => {
    await searchBaseUrl.setValue(`${service().url}/`);
    service().reply({ body: searchPayload([], pagination(1, 20, 0)) });

    const page = await client().searchPage({ query: 'x', language: 'en', page: 1, limit: 20 });

    expect(page.hadiths).toEqual([]);
    expect(new URL(service().requests[0]?.url ?? '', service().url).pathname).toBe(
      '/hadiths/search',
    );
  });

  it('never asks for more than 100 results per page', async () => {
    service().reply({ body: searchPayload([], pagination(1, 100, 0)) });
    await client().searchPage({ query: 'x', language: 'en', page: 1, limit: 500 });
    expect(new URL(service().requests[0]?.url ?? '', service().url).searchParams.get('limit')).toBe(
      '100',
    );
  });

  it('reports an envelope with data: null as a clear bad-response', async () => {
    service().reply({ body: { success: true, data: null, meta: {} } });
    const error = await failure(client().randomHadith('en'));
    expect(error.kind).toBe('bad-response');
    expect(error.message).toContain('no hadith');
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Welcome to the portal</body></html>'],
    ['plain text', 'OK'],
    ['an envelope that says it failed', { success: false, data: realRecords(1)[0] }],
  ])('answers bad-response to a 200 carrying %s', async (_case, body) => {
    service().reply({ body });
    const error = await failure(client().randomHadith('en'));
    expect(error.kind).toBe('bad-response');
    expect(error.message).not.toContain(TEST_KEY);
  });
});
