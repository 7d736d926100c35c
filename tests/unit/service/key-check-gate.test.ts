import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createApiClient } from '@/lib/service/api-client';
import { budgetRecord } from '@/lib/service/daily-budget';
import { checkKey } from '@/lib/service/key-check';
import { localDay } from '@/lib/locale/local-day';
import { apiBaseUrl, apiKey, dailyRequestBudget } from '@/lib/storage/settings';

const NOW = Date.UTC(2026, 0, 1, 12);
const granted = () => Promise.resolve(true);
const api = () => createApiClient({ spacingMs: 0, now: () => NOW });
const request = { apiKey: 'sk_mumin_x', apiBaseUrl: 'https://api.example.com', language: 'en' };

beforeEach(() => {
  fakeBrowser.reset();
  vi.restoreAllMocks();
});

describe('checkKey sends nothing when it should not', () => {
  it.each([
    ['no key', { ...request, apiKey: '  ' }, { outcome: 'no-key' }],
    [
      'an http address on a public host',
      { ...request, apiBaseUrl: 'http://api.example.com' },
      { outcome: 'bad-address' },
    ],
  ])('%s', async (_name, typed, expected) => {
    const fetching = vi.spyOn(globalThis, 'fetch');
    expect(await checkKey(typed, { hasPermission: granted, api: api() })).toMatchObject(expected);
    expect(fetching).not.toHaveBeenCalled();
  });

  it('an address the user did not grant: the key is not sent', async () => {
    const fetching = vi.spyOn(globalThis, 'fetch');
    const asked: string[] = [];
    const check = await checkKey(request, {
      api: api(),
      hasPermission: (pattern) => {
        asked.push(pattern);
        return Promise.resolve(false);
      },
    });
    expect(check).toEqual({ outcome: 'no-permission', host: 'api.example.com' });
    expect(asked).toEqual(['https://api.example.com/*']);
    expect(fetching).not.toHaveBeenCalled();
  });

  it('a spent daily budget', async () => {
    await dailyRequestBudget.setValue(3);
    await budgetRecord.setValue({ day: localDay(NOW), used: 3, lastSpentAt: NOW });
    const fetching = vi.spyOn(globalThis, 'fetch');
    const check = await checkKey(request, { hasPermission: granted, api: api() });
    expect(check).toMatchObject({ outcome: 'budget-spent' });
    expect(fetching).not.toHaveBeenCalled();
  });

  it('spends one unit of the budget when it sends', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<html>', { status: 200 }));
    const check = await checkKey(request, { hasPermission: granted, api: api() });
    expect(check).toEqual({ outcome: 'not-this-service', status: 200, reason: 'not-json' });
    expect((await budgetRecord.getValue()).used).toBe(1);
  });

  it('is asked for: the reserve the new tab leaves to searches is its too, saved key or not', async () => {
    await apiKey.setValue(request.apiKey);
    await dailyRequestBudget.setValue(10);
    // One unit left: past the last fifth that refills leave to what the user asks for.
    await budgetRecord.setValue({ day: localDay(NOW), used: 9, lastSpentAt: NOW });
    const record = {
      id: 1,
      collection: 'bukhari',
      bookNumber: 1,
      hadithNumber: 1,
      arabicText: 'نص',
      translation: { text: 'Text' },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(record));
    const check = await checkKey(request, { hasPermission: granted, api: api() });
    expect(check).toEqual({ outcome: 'works', rateLimit: null });
    expect((await budgetRecord.getValue()).used).toBe(10);
  });
});

describe('checkKey and a request already in flight', () => {
  it('with the budget spent since, it does not join the new tab’s request, and says so', async () => {
    await apiKey.setValue(request.apiKey);
    await apiBaseUrl.setValue(request.apiBaseUrl);
    let answer: (response: Response) => void = () => undefined;
    const fetching = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const client = api();
    // A refill for the new tab, sent with the saved key, its answer still to come.
    const refill = client.randomHadith('en');
    await vi.waitFor(() => expect(fetching).toHaveBeenCalledTimes(1));

    await dailyRequestBudget.setValue(0);
    const check = await checkKey(request, { hasPermission: granted, api: client });

    expect(check).toMatchObject({ outcome: 'budget-spent' });
    expect(fetching).toHaveBeenCalledTimes(1);
    answer(new Response('<html>', { status: 200 }));
    await refill.catch(() => undefined);
  });
});
