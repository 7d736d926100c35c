import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readAppearance } from '@/lib/ui/appearance';
import { readSearchSettings } from '@/lib/storage/setting-changes';
import { SETTINGS, settingOf, type SettingKey } from '@/lib/storage/setting-table';
import * as settings from '@/lib/storage/settings';
import { preferences } from '@/lib/reviews/background/reviews';

/** The WXT item of each setting in the table (./settings.ts names them alike). */
const items = settings as unknown as Record<SettingKey, { getValue(): Promise<unknown> }>;

beforeEach(() => fakeBrowser.reset());

describe('the settings table', () => {
  it('gives every WXT storage item its fallback, and every item has a row', async () => {
    for (const key of Object.keys(SETTINGS) as SettingKey[]) {
      expect(items[key], key).toBeDefined();
      expect(await items[key].getValue(), key).toEqual(SETTINGS[key].fallback);
    }
  });

  it('gives the pages’ direct reader the same fallbacks, and reads a stored value as its setting', async () => {
    expect(await readSearchSettings()).toEqual({
      language: SETTINGS.language.fallback,
      resultsPerPage: SETTINGS.resultsPerPage.fallback,
      searchMode: SETTINGS.searchMode.fallback,
    });
    expect(readAppearance({})).toEqual({
      theme: SETTINGS.theme.fallback,
      arabicTextSize: SETTINGS.arabicTextSize.fallback,
    });
    await fakeBrowser.storage.local.set({ searchMode: 'meaning', resultsPerPage: 'many' });
    expect(await readSearchSettings()).toMatchObject({ searchMode: 'meaning', resultsPerPage: 20 });
    expect(settingOf('theme', 'purple')).toBe('system');
    expect(settingOf('rotation', 'daily')).toBe('daily');
  });

  it('gives the reviews their fallbacks from it too', async () => {
    expect(await preferences()).toEqual(SETTINGS.reviewPreferences.fallback);
    await fakeBrowser.storage.local.set({ reviewPreferences: { perDay: 3 } });
    expect(await preferences()).toMatchObject({ perDay: 3, hidden: 'arabic', badge: true });
  });
});
