import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/service/api-client';
import { describeError } from '@/lib/ui/error-text';
import type { Hadith, SearchPage } from '@/lib/hadith/hadith';
import { formatGrades, formatReference } from '@/lib/hadith/reference';
import { checkKey } from '@/lib/service/key-check';
import { describeKeyCheck } from '@/lib/options/page/key-check-text';
import { searchBaseUrl } from '@/lib/storage/settings';
import { shownTranslation } from '@/lib/hadith/shown-translation';
import { formatTime } from '@/lib/locale/locale';
import { failure, TEST_KEY, useScriptedService } from '../helpers/setup';

/**
 * Answers shaped exactly as the Mumin Hadith API's code builds them
 * (tests/fixtures/service/, each naming its source file), read by the real
 * client over real HTTP into what a person sees: the reference, the text's
 * language and direction, the grade, or the sentence an error becomes in the
 * popup and in the options' key test.
 */

interface Fixture {
  request: string;
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const service = useScriptedService();

afterEach(() => void vi.useRealTimers());

async function fixture(name: string): Promise<Fixture> {
  const url = new URL(`../../fixtures/service/${name}.json`, import.meta.url);
  return JSON.parse(await readFile(url, 'utf8')) as Fixture;
}

async function answerWith(name: string): Promise<Fixture> {
  const found = await fixture(name);
  service().reply({ status: found.status, headers: found.headers, body: found.body });
  return found;
}

const client = () => createApiClient({ spacingMs: 0, retryDelayMs: 0 });

/** What a reader sees of a hadith: its reference line, grade, and the translation as shown. */
function seen(hadith: Hadith) {
  return {
    id: hadith.id,
    reference: formatReference(hadith),
    grades: formatGrades(hadith),
    translation: shownTranslation(hadith),
  };
}

async function searched(name: string, language: string): Promise<SearchPage> {
  await answerWith(name);
  return client().searchPage({ query: 'intentions', language, page: 1, limit: 20 });
}

describe('the service’s successes, as shown', () => {
  it('search engine: string ids, slugs as names, its grade, "unknown" as no grade', async () => {
    const { hadiths, pagination } = await searched('search-engine', 'en');
    expect(hadiths.map(seen)).toEqual([
      {
        id: 1000100,
        reference: 'Sahih al-Bukhari · Book 1 · Hadith 1',
        grades: '',
        translation: expect.objectContaining({
          kind: 'text',
          language: 'en',
          dir: 'ltr',
          note: null,
        }),
      },
      {
        id: 3000100,
        reference: 'Sunan Abi Dawud · Book 1 · Hadith 1',
        grades: 'Sahih',
        translation: expect.objectContaining({ kind: 'text', language: 'en', note: null }),
      },
    ]);
    expect(pagination).toEqual({
      page: 1,
      limit: 2,
      total: 32,
      totalPages: 16,
      hasNext: true,
      hasPrev: false,
    });
  });

  it('search by number in Urdu: English where there is no Urdu, labelled and set left to right', async () => {
    const { hadiths } = await searched('search-number-fallback', 'ur');
    expect(hadiths.map(seen)).toEqual([
      {
        id: 1000100,
        reference: 'Sahih al-Bukhari · Book 1 · Hadith 1',
        grades: '',
        translation: expect.objectContaining({
          kind: 'text',
          language: 'en',
          dir: 'ltr',
          note: 'English — no Urdu translation',
        }),
      },
      {
        id: 3000100,
        reference: 'Sunan Abi Dawud · Book 1 · Hadith 1',
        grades: 'Sahih',
        translation: expect.objectContaining({
          kind: 'text',
          language: 'ur',
          dir: 'rtl',
          note: null,
        }),
      },
    ]);
    expect(hadiths.map((hadith) => hadith.language)).toEqual(['ur', 'ur']);
  });

  it('the SQL fallback for Arabic: the Arabic is the hadith’s own, the English labelled', async () => {
    const { hadiths } = await searched('search-sql-fallback', 'ar');
    expect(seen(hadiths[0]!).translation).toMatchObject({ language: 'en', note: 'English' });
  });

  it.each([
    ['search-empty-query', { page: 1, total: 0, hasPrev: false }],
    ['search-past-end', { page: 9, total: 0, hasPrev: true }],
  ])('%s: no results, no error', async (name, pagination) => {
    const { hadiths, pagination: read } = await searched(name, 'en');
    expect(hadiths).toEqual([]);
    expect(read).toMatchObject({ ...pagination, hasNext: false });
  });

  it('random: the stored row, in French', async () => {
    await answerWith('random');
    const hadith = await client().randomHadith('fr');
    expect(seen(hadith)).toMatchObject({
      id: 1000100,
      reference: 'Sahih al-Bukhari · Book 1 · Hadith 1',
      translation: { kind: 'text', language: 'fr', note: null },
    });
  });

  it('random without a text in the language: says so, in that language’s name', async () => {
    await answerWith('random-no-translation');
    const hadith = await client().randomHadith('ta');
    expect(shownTranslation(hadith)).toEqual({
      kind: 'missing',
      sentence: 'The service has no Tamil translation of this hadith.',
    });
  });

  it('random with data null: a clear failure, not a hadith', async () => {
    await answerWith('random-none');
    expect((await failure(client().randomHadith('en'))).kind).toBe('bad-response');
  });
});

const hourAndMinute = (iso: string) =>
  formatTime(Date.parse(iso), { hour: '2-digit', minute: '2-digit' });

describe('the service’s errors, as the popup and the key test say them', () => {
  it.each<[string, string, string]>([
    [
      'error-validation',
      'The service did not accept the request: property lang should not exist',
      'The address answered with something that is not a hadith (HTTP 400): it does not look like the Hadith service. Check the API base URL.',
    ],
    [
      'error-missing-api-key',
      'No API key reached the service: something between this browser and the service removed it.',
      'No API key reached the service: something between this browser and the service removed it.',
    ],
    [
      'error-invalid-api-key-format',
      'The service says this is not one of its API keys: they start with sk_mumin_ and are 41, 42 or 73 characters long. Check that the key was pasted whole.',
      'The service says this is not one of its API keys: they start with sk_mumin_ and are 41, 42 or 73 characters long. Check that the key was pasted whole.',
    ],
    [
      'error-invalid-api-key',
      'The service does not know this API key: it may be mistyped, or deleted on the dashboard.',
      'The service does not know this API key: it may be mistyped, or deleted on the dashboard.',
    ],
    [
      'error-flat-docs',
      'The service does not know this API key: it may be mistyped, or deleted on the dashboard.',
      'The service does not know this API key: it may be mistyped, or deleted on the dashboard.',
    ],
    [
      'error-user-not-found',
      'The account this API key belongs to no longer exists. Create a new key on the dashboard.',
      'The account this API key belongs to no longer exists. Create a new key on the dashboard.',
    ],
    [
      'error-authentication-failed',
      'The service could not check the API key just now. Try again in a moment.',
      'The service could not check the API key just now. Try again in a moment.',
    ],
    [
      'error-balance-depleted',
      'The account has no credits left: each request costs one. Top it up on the dashboard.',
      'The key is valid, but the account has no credit left (402). Top it up on the dashboard.',
    ],
    [
      'error-key-revoked',
      'This API key has been revoked. Create a new key on the dashboard and save it in the options.',
      'This API key has been revoked. Create a new key on the dashboard and save it in the options.',
    ],
    [
      'error-account-suspended',
      'The service has suspended the account this API key belongs to. See the dashboard.',
      'The service has suspended the account this API key belongs to. See the dashboard.',
    ],
    [
      'error-ip-not-whitelisted',
      'This API key only works from the IP addresses listed for it, and this computer’s is not among them. Change the key’s allowed addresses on the dashboard.',
      'This API key only works from the IP addresses listed for it, and this computer’s is not among them. Change the key’s allowed addresses on the dashboard.',
    ],
    [
      'error-request-timeout',
      'The service took too long to answer. Try again in a moment.',
      'The service answered with an error of its own (HTTP 408). The key could not be checked; try again later.',
    ],
  ])('%s', async (name, popup, keyTest) => {
    await answerWith(name);
    const error = await failure(
      client().searchPage({ query: 'intentions', language: 'en', page: 1, limit: 20 }),
    );
    expect(describeError(error)).toBe(popup);
    // Never sent again by itself: a retry would cost another credit for the same answer.
    expect(service().requests).toHaveLength(1);

    await answerWith(name);
    const check = await checkKey(
      { apiKey: TEST_KEY, apiBaseUrl: service().url, language: 'en' },
      { api: client(), hasPermission: () => Promise.resolve(true) },
    );
    expect(describeKeyCheck(check)).toBe(keyTest);
  });

  it('error-daily-limit-exceeded: names the limit and the local time, then sends nothing', async () => {
    const { body } = await answerWith('error-daily-limit-exceeded');
    const { resetsAt, timestamp } = (body as { error: { resetsAt: string; timestamp: string } })
      .error;
    // The clock stands when the service answered, so its resetsAt is still ahead (only Date
    // is faked: the HTTP round trip runs on real timers).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(timestamp) });
    const api = client();
    const search = () =>
      api.searchPage({ query: 'intentions', language: 'en', page: 1, limit: 20 });
    const sentence = `Today’s limit of 500 requests is reached; searches resume at ${hourAndMinute(resetsAt)}.`;
    expect(describeError(await failure(search()))).toBe(sentence);
    // Held back until then, with the same sentence: the service is not asked again.
    expect(describeError(await failure(search()))).toBe(sentence);
    expect(service().requests).toHaveLength(1);
  });

  it('error-throttled: the throttler’s 429 has no code, and its Retry-After is the wait', async () => {
    await answerWith('error-throttled');
    const before = Date.now();
    const error = await failure(client().randomHadith('en'));
    expect(error).toMatchObject({ kind: 'rate-limited', code: undefined });
    expect(error.retryAt).toBeGreaterThanOrEqual(before + 37_000);
    expect(describeError(error)).toMatch(/^The service is limiting requests\. Waiting until /);
  });

  it('error-not-found on a search address without /v1: says what to type', async () => {
    await answerWith('error-not-found');
    await searchBaseUrl.setValue(service().url);
    const error = await failure(
      client().searchPage({ query: 'intentions', language: 'en', page: 1, limit: 20 }),
    );
    expect(describeError(error)).toBe(
      `The search address answered 404 (not found). The Hadith service’s routes are under /v1: set the search base URL to \u2066${service().url}/v1\u2069 in the options.`,
    );
  });
});
