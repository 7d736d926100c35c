import { localServiceSettings } from '../../scripts/launch-extension';
import type { FirefoxBrowser } from '../flows/firefox-driver';
import { FAVOURITES, NEW_TAB } from '../flows/targets';
import { expect, test } from './fixtures';

// Two tests in one worker, in order: the second meets the browser the first left.
test.describe.configure({ mode: 'serial' });

let firstBrowser: FirefoxBrowser | undefined;

test('a test leaves its traces wherever the add-on keeps state', async ({ firefox, server }) => {
  firstBrowser = firefox;
  await firefox.configure(localServiceSettings(server.url));
  const newTab = await firefox.openNewTab();
  await expect.poll(() => newTab.text(NEW_TAB.arabic)).not.toBe('');
  await newTab.click(NEW_TAB.favourite);
  await expect.poll(() => newTab.attribute(NEW_TAB.favourite, 'aria-pressed')).toBe('true');
  await firefox.inExtensionPage(async () => {
    browser.alarms.create('left-behind', { delayInMinutes: 60 });
    await browser.storage.session.set({ leftBehind: true });
    await browser.storage.local.set({ leftBehind: true });
    await browser.storage.sync.set({ leftBehind: true });
    localStorage.setItem('left-behind', 'yes');
    await new Promise((resolve) => (indexedDB.open('left-behind').onsuccess = resolve));
  });
});

test('the next test meets the same browser, its add-on as freshly installed', async ({
  firefox,
}) => {
  expect(firefox, 'the browser the first test used').toBe(firstBrowser);
  const left = await firefox.inExtensionPage(async () => ({
    alarms: (await browser.alarms.getAll()).map((alarm) => alarm.name),
    session: await browser.storage.session.get(null),
    local: await browser.storage.local.get(['apiKey', 'leftBehind']),
    sync: await browser.storage.sync.get(null),
    localStorage: localStorage.getItem('left-behind'),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
  expect(left).toEqual({
    alarms: expect.not.arrayContaining(['left-behind']) as unknown,
    session: {},
    local: {},
    sync: {},
    localStorage: null,
    databases: expect.not.arrayContaining(['left-behind']) as unknown,
  });
  const favourites = await firefox.openPage(FAVOURITES.path);
  // The page says it has none once it has asked the background.
  await expect.poll(() => favourites.count({ css: '.favourites-empty' })).toBe(1);
  expect(await favourites.count(FAVOURITES.cards)).toBe(0);
  expect(await firefox.errors()).toEqual([]);
});
