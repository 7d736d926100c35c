import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { favouritesOf } from './background-messages';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { reloadExtension } from './worker-control';

interface DatabaseFixture {
  version: number;
  schema: Record<string, string>;
  tables: Record<string, Record<string, unknown>[]>;
}

async function fixture<T>(name: string): Promise<T> {
  return JSON.parse(await readFile(new URL(`../fixtures/${name}`, import.meta.url), 'utf8')) as T;
}

/**
 * Replaces the extension's database with `database`, written as Dexie laid out its
 * version (IDB version ten times Dexie's), from one of the extension's pages.
 */
async function replaceDatabase(page: Page, database: DatabaseFixture): Promise<void> {
  await page.evaluate(async (old) => {
    const done = (request: IDBRequest | IDBOpenDBRequest) =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
      });
    // The worker's Dexie closes its connection when asked to, so the delete is not blocked;
    // but the extension may open the database again before the old version is made: then
    // the open fails (VersionError) and the whole replacement is done again.
    for (let attempt = 1; ; attempt++) {
      await done(indexedDB.deleteDatabase('hadith-lookup'));
      const opening = indexedDB.open('hadith-lookup', old.version * 10);
      opening.onupgradeneeded = () => {
        // Stores and rows in the upgrade's own transaction: the old database appears whole.
        for (const [name, spec] of Object.entries(old.schema)) {
          const [primary = '', ...indexes] = spec.split(',').map((part) => part.trim());
          const compound = (key: string) =>
            key.startsWith('[') ? key.slice(1, -1).split('+') : key;
          const store = opening.result.createObjectStore(name, {
            keyPath: compound(primary.replace(/^\+\+/, '')),
            autoIncrement: primary.startsWith('++'),
          });
          for (const index of indexes) {
            // `*words`: one entry per word (multi-entry), named as Dexie names it.
            const multiEntry = index.startsWith('*');
            const name = index.replace(/^[*&]/, '');
            store.createIndex(name, compound(name), { multiEntry });
          }
          for (const row of old.tables[name] ?? []) store.add(row);
        }
      };
      try {
        ((await done(opening)) as IDBDatabase).close();
        return;
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'VersionError') || attempt === 5) {
          throw error;
        }
      }
    }
  }, database);
}

test('an update over version-2 data and version-1 settings keeps everything', async ({
  page,
  context,
  server,
  serviceWorker,
  extensionId,
}) => {
  const database = await fixture<DatabaseFixture>('db-v2.json');
  const saved = await fixture<{ storage: Record<string, unknown> }>('settings-v1.json');
  // The fixture's key must reach no real service: the local one stands in at its address.
  const storage: Record<string, unknown> = {
    ...saved.storage,
    apiBaseUrl: server.url,
    searchBaseUrl: `${server.url}/v1`,
  };

  // Replace the database with the fixture, written as Dexie 2 laid it out (IDB version 20).
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await replaceDatabase(page, database);
  await serviceWorker.evaluate(async (values) => {
    await chrome.storage.local.clear();
    await chrome.storage.local.set(values);
  }, storage);

  const updated = await reloadExtension(context, serviceWorker);
  const after = await context.newPage();
  const options = new OptionsPage(after, extensionId);
  await options.goto();
  await expect(after.getByLabel('API key', { exact: true })).toHaveValue(storage.apiKey as string);
  await expect(after.getByLabel('API base URL', { exact: true })).toHaveValue(
    storage.apiBaseUrl as string,
  );
  await expect(after.getByLabel('Language', { exact: true })).toHaveValue('ru');
  await expect(after.getByRole('radio', { name: 'Hadith of the day', exact: true })).toBeChecked();
  await expect(after.getByLabel('Daily request budget', { exact: true })).toHaveValue('120');
  await expect(after.getByLabel('Theme', { exact: true })).toHaveValue('system');

  const favourites = await favouritesOf(after);
  expect(favourites.map((hadith) => hadith.id)).toEqual(
    database.tables.favourites!.map((row) => row.id),
  );
  await expect(after.locator('[data-count="favourites"]')).toHaveText('1');
  await expect(after.locator('[data-count="search-pages"]')).toHaveText('1');

  // The popup's last search, kept in storage.local before, reopens once, and leaves it.
  const popup = new PopupPage(after, extensionId);
  await popup.goto();
  await expect(popup.queryBox()).toHaveValue('intentions');
  await expect(after.getByLabel('Language', { exact: true })).toHaveValue('ru');
  await expect
    .poll(() => updated.evaluate(() => chrome.storage.local.get('lastSearch')))
    .toEqual({});
});

test('an update over the database before reviews (Dexie 8): favourites and notes kept, and learnt', async ({
  page,
  context,
  serviceWorker,
  extensionId,
  configure,
}) => {
  const database = await fixture<DatabaseFixture>('db-v8.json');
  await configure();
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await replaceDatabase(page, database);
  await reloadExtension(context, serviceWorker);

  const after = await context.newPage();
  await after.goto(`chrome-extension://${extensionId}/favourites.html`);
  const old = database.tables.favourites as { id: number; note?: string }[];
  await expect(after.locator('li.favourite')).toHaveCount(old.length);
  const noted = old.find((row) => row.note !== undefined)!;
  await expect(after.locator('li.favourite textarea').filter({ hasText: noted.note! })).toHaveCount(
    1,
  );
  await after.getByRole('button', { name: 'Learn all shown' }).click();
  await expect(after.getByText(`Now learning: ${old.length}`)).toBeVisible();
  await after.goto(`chrome-extension://${extensionId}/review.html`);
  await expect(after.locator('.review-item')).toHaveCount(old.length);
});
