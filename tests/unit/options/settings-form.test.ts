import { describe, expect, it } from 'vitest';
import { describeRefusal, planSave, type SettingsForm } from '@/lib/options/page/settings-form';
import { PRODUCTION_HOSTS } from '@/lib/service/codes';
import { DEFAULT_API_BASE_URL } from '@/lib/storage/settings';

const form = (overrides: Partial<SettingsForm> = {}): SettingsForm => ({
  apiKey: ' key-1 ',
  apiBaseUrl: 'https://api.hadith.mumin.ink',
  searchBaseUrl: '',
  language: 'en',
  ...overrides,
});

it('the default address is on a production host, which the manifest grants at install', () => {
  expect(PRODUCTION_HOSTS).toContain(new URL(DEFAULT_API_BASE_URL).hostname);
});

describe('planSave', () => {
  it('stores trimmed values and asks for nothing on the production service', () => {
    expect(planSave(form())).toEqual({
      ok: true,
      values: {
        apiKey: 'key-1',
        apiBaseUrl: 'https://api.hadith.mumin.ink',
        searchBaseUrl: '',
        language: 'en',
      },
      permissions: [],
      notes: [],
    });
  });

  it.each([
    [
      'adds /v1 to the production host as a search address, and says so',
      { searchBaseUrl: 'https://api.hadith.mumin.ink/' },
      { searchBaseUrl: 'https://api.hadith.mumin.ink/v1' },
      'The service’s search sits under /v1, so the search base URL is saved as \u2066https://api.hadith.mumin.ink/v1\u2069.',
    ],
    [
      'takes /v1 off the production API base, which the extension adds itself',
      { apiBaseUrl: 'https://api.mumin.ink/v1/' },
      { apiBaseUrl: 'https://api.mumin.ink' },
      'The extension adds /v1 itself, so the API base URL is saved as \u2066https://api.mumin.ink\u2069.',
    ],
  ])('%s', (_, typed, stored, note) => {
    const plan = planSave(form(typed));
    expect(plan.ok && plan.values).toMatchObject(stored);
    expect(plan.ok && plan.notes).toEqual([note]);
  });

  it.each([
    ['another host', { searchBaseUrl: 'https://hadith.example.org' }],
    ['a production address already right', { searchBaseUrl: 'https://api.mumin.ink/v1' }],
    ['a local service', { apiBaseUrl: 'http://127.0.0.1:8787/v1' }],
  ])('leaves %s as typed', (_, typed) => {
    const plan = planSave(form(typed));
    expect(plan.ok && plan.notes).toEqual([]);
  });

  it('falls back to the defaults for an empty API base and language', () => {
    const plan = planSave(form({ apiBaseUrl: ' ', language: '' }));
    expect(plan.ok && plan.values).toMatchObject({
      apiBaseUrl: 'https://api.hadith.mumin.ink',
      language: 'en',
    });
  });

  it('asks once for a local service used by both features', () => {
    const plan = planSave(
      form({ apiBaseUrl: 'http://127.0.0.1:8787/', searchBaseUrl: 'http://127.0.0.1:8787/v1' }),
    );
    expect(plan.ok && plan.permissions).toEqual([
      {
        pattern: 'http://127.0.0.1/*',
        host: '127.0.0.1',
        features: ['hadiths on the new tab', 'search'],
      },
    ]);
    expect(plan.ok && plan.values.apiBaseUrl).toBe('http://127.0.0.1:8787');
  });

  it('asks only for the search host when only search moves', () => {
    const plan = planSave(form({ searchBaseUrl: 'https://search.example.com/v1' }));
    expect(plan.ok && plan.permissions).toEqual([
      { pattern: 'https://search.example.com/*', host: 'search.example.com', features: ['search'] },
    ]);
  });

  it.each([
    [{ apiBaseUrl: 'http://api.example.com' }, 'apiBaseUrl', /^API base URL must start/],
    [{ searchBaseUrl: 'http://example.com/v1' }, 'searchBaseUrl', /^Search base URL must start/],
    [{ searchBaseUrl: 'not a url' }, 'searchBaseUrl', /^Search base URL is not a web address/],
    [{ language: 'english please' }, 'language', /^Language must be a language code/],
  ] as const)('refuses %o, naming %s', (overrides, field, message) => {
    const plan = planSave(form(overrides));
    expect(plan.ok).toBe(false);
    if (!plan.ok) {
      expect(plan.field).toBe(field);
      expect(plan.message).toMatch(message);
    }
  });

  it('accepts any well-formed language code', () => {
    expect(planSave(form({ language: 'pt-BR' })).ok).toBe(true);
  });
});

describe('describeRefusal', () => {
  it('says which host was refused and what will not work', () => {
    const plan = planSave(form({ apiBaseUrl: 'https://hadith.example.org' }));
    if (!plan.ok) throw new Error(plan.message);
    expect(describeRefusal(plan.permissions)).toBe(
      'Permission to reach hadith.example.org was not granted, so hadiths on the new tab and search would not work. Nothing was saved; the previous settings are kept.',
    );
  });
});
