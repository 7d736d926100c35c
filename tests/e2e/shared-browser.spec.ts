import type { BrowserContext } from '@playwright/test';
import { readExtensionState } from './extension-state';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

// Two tests in one worker, in order: the second meets the browser the first left.
test.describe.configure({ mode: 'serial' });

let firstContext: BrowserContext | undefined;

test('a test leaves its traces wherever the extension keeps state', async ({
  page,
  context,
  serviceWorker,
  extensionId,
  configure,
}) => {
  firstContext = context;
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  await page.locator('body').press('f');
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
  await serviceWorker.evaluate(async () => {
    await chrome.alarms.create('left-behind', { delayInMinutes: 60 });
    await chrome.storage.session.set({ leftBehind: true });
    await chrome.storage.local.set({ leftBehind: true });
  });
  await page.goto(`chrome-extension://${extensionId}/options.html`);
  await page.evaluate(() => localStorage.setItem('left-behind', 'yes'));
  await context.grantPermissions(['clipboard-read']);

  const state = await readExtensionState(serviceWorker);
  expect(state.favourites).toHaveLength(1);
  expect(state.shown.length).toBeGreaterThan(0);
});

test('the next test meets the same browser, its extension as freshly installed', async ({
  page,
  context,
  serviceWorker,
  extensionId,
}) => {
  expect(context, 'the browser the first test used').toBe(firstContext);
  expect(context.pages()).toEqual([page]);

  const state = await readExtensionState(serviceWorker);
  expect(state.favourites).toEqual([]);
  expect(state.shown).toEqual([]);
  expect(state.pool).toEqual([]);
  expect(state.searchPages).toEqual([]);
  expect(state.storage).not.toHaveProperty('apiKey');
  expect(state.storage).not.toHaveProperty('leftBehind');
  const { alarms, session } = await serviceWorker.evaluate(async () => ({
    alarms: (await chrome.alarms.getAll()).map((alarm) => alarm.name),
    session: await chrome.storage.session.get(null),
  }));
  expect(alarms).not.toContain('left-behind');
  expect(session).toEqual({});

  await page.goto(`chrome-extension://${extensionId}/options.html`);
  expect(await page.evaluate(() => localStorage.getItem('left-behind'))).toBeNull();
  expect(
    await page.evaluate(
      async () =>
        (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    ),
  ).not.toBe('granted');
});
