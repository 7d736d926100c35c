import type { Page, Worker } from '@playwright/test';
import {
  configureExtension,
  launchExtension,
  localServiceSettings,
  type LaunchedExtension,
} from '../../scripts/launch-extension';
import { canonical } from '../../lib/sync/merge';
import { recordKey, type SyncRecord } from '../../lib/sync/record';
import { expect, test } from './fixtures';
import { FavouritesPage } from './pages/favourites-page';
import { NewTabPage } from './pages/new-tab-page';

/**
 * Two browsers of one user, each with the extension, their storage.sync areas
 * joined by the test as the browser's own sync would join them.
 */

interface Browser {
  extension: LaunchedExtension;
  page: Page;
}

function syncArea(worker: Worker): Promise<Record<string, unknown>> {
  return worker.evaluate(() => chrome.storage.sync.get(null));
}

/** When `browser`'s extension last ended a sync run; 0 before its first. */
async function lastSynced({ extension }: Browser): Promise<number> {
  const { syncStatus } = await extension.serviceWorker.evaluate(() =>
    chrome.storage.local.get('syncStatus'),
  );
  return (syncStatus as { lastSyncedAt?: number } | undefined)?.lastSyncedAt ?? 0;
}

/**
 * Copies what `from` holds in storage.sync to `to`, as the browser's sync does, and
 * lets `to`'s extension run on what came, if anything did: a change there calls for a run.
 */
async function carry(from: Browser, to: Browser): Promise<void> {
  const [items, before] = await Promise.all([
    syncArea(from.extension.serviceWorker),
    syncArea(to.extension.serviceWorker),
  ]);
  const changes = Object.entries(items).filter(
    ([key, value]) => canonical(before[key]) !== canonical(value),
  );
  if (changes.length === 0) return;
  const carriedAt = Date.now();
  await to.extension.serviceWorker.evaluate(
    (values) => chrome.storage.sync.set(values),
    Object.fromEntries(changes),
  );
  await expect.poll(() => lastSynced(to), { timeout: 20_000 }).toBeGreaterThan(carriedAt);
}

/**
 * Joins the two areas until they agree, as the browser's sync does over time: each
 * browser's writes carried to the other, and each extension let run on what came.
 */
async function join(a: Browser, b: Browser): Promise<void> {
  const same = async () =>
    JSON.stringify(sorted(await syncArea(a.extension.serviceWorker))) ===
    JSON.stringify(sorted(await syncArea(b.extension.serviceWorker)));
  for (let round = 0; round < 4; round++) {
    // One way, then back once the other has merged what came: the later writes travel on.
    await carry(a, b);
    await carry(b, a);
    if (await same()) return;
  }
  throw new Error(
    `the two browsers’ storage.sync areas never agreed:\n${JSON.stringify(
      sorted(await syncArea(a.extension.serviceWorker)),
    )}\n${JSON.stringify(sorted(await syncArea(b.extension.serviceWorker)))}`,
  );
}

function sorted(items: Record<string, unknown>): [string, unknown][] {
  return Object.entries(items).sort(([x], [y]) => (x < y ? -1 : 1));
}

async function openOptions({ extension, page }: Browser): Promise<void> {
  await page.goto(`chrome-extension://${extension.extensionId}/options.html`);
}

/** Stars the new tab's hadith; answers its reference. */
function starOne({ page }: Browser): Promise<string> {
  return new NewTabPage(page).starShown();
}

async function note(browser: Browser, reference: string, text: string): Promise<void> {
  const favourites = new FavouritesPage(browser.page, browser.extension.extensionId);
  await favourites.goto();
  await favourites.note(reference).fill(text);
  await favourites.note(reference).blur();
  await expect(favourites.card(reference).getByText('Note saved.')).toBeVisible();
}

async function references(browser: Browser): Promise<string[]> {
  const favourites = new FavouritesPage(browser.page, browser.extension.extensionId);
  await favourites.goto();
  await expect(favourites.heading()).toBeVisible();
  return (await favourites.references()).sort();
}

test.describe(() => {
  // storage.sync, which a shared browser's reset leaves as it is, is filled here.
  test.use({ freshBrowser: true });

  test('two browsers: favourites, notes and a removal made on each arrive on the other and converge; a conflicting note keeps the later one and the earlier in its history; a full storage.sync says so', async ({
    server,
    apiKey,
    extension,
    page,
    configure,
  }) => {
    test.slow();
    // The test's own browser is the laptop; the desktop is launched beside it.
    await configure();
    const laptop: Browser = { extension, page };
    const desktopExtension = await launchExtension({ withoutBrowserExtras: true });
    try {
      await configureExtension(
        desktopExtension.serviceWorker,
        localServiceSettings(server.url, apiKey),
      );
      const desktop: Browser = {
        extension: desktopExtension,
        page: await desktopExtension.context.newPage(),
      };
      const browsers = [laptop, desktop];

      const fromLaptop = await starOne(laptop);
      await note(laptop, fromLaptop, 'read on the laptop');
      let fromDesktop = await starOne(desktop);
      while (fromDesktop === fromLaptop) fromDesktop = await starOne(desktop);

      // Sync turned on in each browser's options.
      for (const browser of browsers) {
        await openOptions(browser);
        await browser.page
          .getByLabel(
            'Keep favourites, notes and reviews in sync across the browsers you sign into',
          )
          .check();
        await expect(browser.page.locator('#sync-status')).toContainText(
          '1 favourite kept in this browser’s sync storage',
        );
      }

      // Each browser's favourite arrives on the other, its note with it.
      await join(laptop, desktop);
      const both = [fromLaptop, fromDesktop].sort();
      await expect.poll(() => references(desktop), { timeout: 20_000 }).toEqual(both);
      await expect.poll(() => references(laptop), { timeout: 20_000 }).toEqual(both);
      const desktopFavourites = new FavouritesPage(desktop.page, desktop.extension.extensionId);
      await desktopFavourites.goto();
      await expect(desktopFavourites.note(fromLaptop)).toHaveValue('read on the laptop');

      // One note edited on both: the later edit wins on both, the other is in its history.
      await note(laptop, fromLaptop, 'edited on the laptop');
      await expect
        .poll(async () => JSON.stringify(await syncArea(laptop.extension.serviceWorker)))
        .toContain('edited on the laptop');
      await note(desktop, fromLaptop, 'edited on the desktop, later');
      await expect
        .poll(async () => JSON.stringify(await syncArea(desktop.extension.serviceWorker)))
        .toContain('edited on the desktop, later');
      await join(laptop, desktop);
      for (const browser of browsers) {
        const favourites = new FavouritesPage(browser.page, browser.extension.extensionId);
        await expect
          .poll(async () => {
            await favourites.goto();
            return favourites.note(fromLaptop).inputValue();
          })
          .toBe('edited on the desktop, later');
      }
      const id = Object.values(await syncArea(laptop.extension.serviceWorker)).find(
        (item) => (item as SyncRecord).note === 'edited on the desktop, later',
      ) as SyncRecord;
      await expect
        .poll(async () => {
          const area = await syncArea(laptop.extension.serviceWorker);
          return ((area[recordKey(id.id)] as SyncRecord).history ?? []).map((v) => v.note);
        })
        .toContain('edited on the laptop');
      // The Favourites page shows the earlier version under the note, and puts it back.
      for (const browser of browsers) {
        const favourites = new FavouritesPage(browser.page, browser.extension.extensionId);
        await favourites.goto();
        const versions = favourites.card(fromLaptop).locator('details.note-versions');
        await expect(versions.locator('summary')).toHaveText(/^\d+ earlier versions?$/);
        await versions.locator('summary').click();
        await expect(versions).toContainText('edited on the laptop');
      }
      const laptopFavourites = new FavouritesPage(laptop.page, laptop.extension.extensionId);
      const versions = laptopFavourites.card(fromLaptop).locator('details.note-versions');
      await versions
        .locator('li')
        .filter({ hasText: 'edited on the laptop' })
        .getByRole('button', { name: 'Put back' })
        .click();
      await expect(laptopFavourites.note(fromLaptop)).toHaveValue('edited on the laptop');
      await expect(laptopFavourites.card(fromLaptop).getByText('Note saved.')).toBeVisible();

      // Removed on the desktop: gone from the laptop too, and it does not come back.
      await desktopFavourites.goto();
      await desktopFavourites.remove(fromDesktop).click();
      await expect(desktopFavourites.card(fromDesktop)).toHaveCount(0);
      await expect
        .poll(async () => JSON.stringify(await syncArea(desktop.extension.serviceWorker)))
        .toContain('"gone":true');
      await join(desktop, laptop);
      await expect.poll(() => references(laptop), { timeout: 20_000 }).toEqual([fromLaptop]);
      await expect.poll(() => references(desktop)).toEqual([fromLaptop]);

      // storage.sync filled by something else: the options say so, and nothing here is lost.
      await laptop.extension.serviceWorker.evaluate(async () => {
        // All but a hundred bytes of the 100 KB: the next favourite's record cannot be written.
        let room =
          chrome.storage.sync.QUOTA_BYTES - (await chrome.storage.sync.getBytesInUse(null)) - 100;
        const filler: Record<string, string> = {};
        for (let item = 0; room > 40; item++) {
          const key = `other-${item}`;
          const size = Math.min(8_000, room - key.length - 2);
          filler[key] = 'x'.repeat(size);
          room -= size + key.length + 2;
        }
        await chrome.storage.sync.set(filler);
      });
      await starOne(laptop);
      await openOptions(laptop);
      await expect(laptop.page.locator('#sync-status')).toContainText(
        'The browser’s sync storage is full',
        { timeout: 20_000 },
      );
      expect((await references(laptop)).length).toBe(2);
    } finally {
      await desktopExtension.close();
    }
  });
});
