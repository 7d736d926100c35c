import type { Page } from '@playwright/test';
import { startServer, type ReceivedRequest, type RunningServer } from '../../server/app';
import { expect, test } from './fixtures';
import { faultsOf } from './hostile-checks';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';
import { PopupPage } from './pages/popup-page';
import { recordResilience } from './resilience';

/** Shaped like a production key, and found nowhere else. */
const KEY = 'sk_mumin_e2eSecretKey7f3a9c1b5d8e2f4a6b0c9d';

test.use({ serverOptions: { faults: true, keys: [KEY] } });

/** What every open page shows and keeps in localStorage. */
async function pageTexts(pages: Page[]): Promise<string[]> {
  const texts: string[] = [];
  for (const page of pages) {
    if (page.isClosed() || !page.url().startsWith('chrome-extension://')) continue;
    texts.push(
      await page.evaluate(
        () =>
          `${document.body.innerText}\n${document.title}\n${JSON.stringify({ ...localStorage })}`,
      ),
    );
  }
  return texts;
}

function keyed(server: RunningServer): ReceivedRequest[] {
  return server.stats.received.filter((request) => request.authorization !== null);
}

test('the key goes only to the configured origins, in the header, and nowhere else', async ({
  page,
  context,
  server,
  wire,
  serviceWorker,
  extensionId,
  configure,
}) => {
  recordResilience({
    attack:
      'Hunting the API key: a second search origin, a service echoing the key in its errors (400, 401, 403), a 429, hostile records linking to a third server, redirects to it',
    userSees: 'the usual pages and sentences, the echoed key shown as [key]',
    requests:
      'the key only in the Authorization header, only to the API and search origins; the third server gets only the redirected requests, without it',
    dataKept:
      'the key in storage.local only: not in storage.sync, localStorage, a URL, a log line or a page',
  });
  const searchServer = await startServer({ port: 0, wire, keys: [KEY], faults: true });
  const stranger = await startServer({ port: 0, wire, keys: [KEY] });
  try {
    const seen: { url: string; authorization: string | null }[] = [];
    context.on('request', (request) =>
      seen.push({ url: request.url(), authorization: request.headers()['authorization'] ?? null }),
    );
    const logged: string[] = [];
    context.on('console', (message) => logged.push(message.text()));
    serviceWorker.on('console', (message) => logged.push(message.text()));

    // Random hadiths show an image and a link to a server the extension was never told of.
    const bait = `patience <img src="${stranger.url}/pixel.png"> <a href="${stranger.url}/link">link</a>`;
    faultsOf(server).share({ kind: 'hostile-content', text: bait }, 1, { route: 'random' });
    await configure({ searchBaseUrl: `${searchServer.url}/v1` });

    const newTab = new NewTabPage(page);
    // Tabs until the pool brings it, each a page load: seconds on a loaded machine.
    await expect
      .poll(
        async () => {
          await newTab.goto();
          return newTab.arabic().textContent();
        },
        { timeout: 30_000 },
      )
      .toBe(bait);

    const popup = new PopupPage(await context.newPage(), extensionId);
    await popup.goto();
    await popup.search('patience');
    await expect(popup.pageStatus()).toHaveText(/^Page 1 of/);
    await popup.next();
    await expect(popup.pageStatus()).toHaveText(/^Page 2 of/);

    // The search service repeats the key in a refusal: the page shows it cut out.
    faultsOf(searchServer).next({ kind: 'key-echo', status: 400 });
    await popup.search('mercy');
    await expect(popup.alert()).toContainText(
      'did not accept the request: Request with API key [key] was refused',
    );

    // A 429: offline results, then the service's own once the wait is over.
    faultsOf(searchServer).next({ kind: 'rate-limited', retryAfter: 1 });
    await popup.search('charity');
    await expect(popup.offlineNotice()).toBeVisible();
    await expect(popup.offlineNotice()).toBeHidden();
    await expect(popup.pageStatus()).toHaveText(/^Page 1 of/);

    // The options page's key test, refused with the key echoed.
    // Every random answer, since the new tab's refills may ask in the same moment.
    faultsOf(server).clear();
    faultsOf(server).share({ kind: 'key-echo', status: 403 }, 1, { route: 'random' });
    const options = new OptionsPage(await context.newPage(), extensionId);
    await options.goto();
    await options.testKey();
    await expect(options.keyTestResult()).toContainText('This API key has been revoked');

    // And a 401 echoing the key, on search.
    faultsOf(searchServer).next({ kind: 'key-echo', status: 401 });
    await popup.search('honesty');
    await expect(popup.alert()).toContainText('The service does not know this API key');

    // The service redirects to the third server: the browser follows, without the key.
    faultsOf(server).clear();
    faultsOf(server).share({ kind: 'redirect', to: stranger.url }, 1, { route: 'random' });
    faultsOf(searchServer).next({ kind: 'redirect', to: stranger.url });
    // The 403s held the new tab's refills back for an hour: a new budget lifts that hold.
    await configure({ searchBaseUrl: `${searchServer.url}/v1`, dailyRequestBudget: 100 });
    await popup.search('kindness');
    await expect
      .poll(async () => {
        await newTab.goto();
        return stranger.stats.received.map((request) => request.url.split('?')[0]);
      })
      .toEqual(expect.arrayContaining(['/v1/hadiths/random', '/v1/hadiths/search']));

    const bearer = `Bearer ${KEY}`;
    expect(keyed(stranger), 'the third server never gets the key').toEqual([]);
    expect(
      stranger.stats.received.filter((request) => !request.url.startsWith('/v1/hadiths/')),
      'nothing in the hostile records is fetched',
    ).toEqual([]);
    expect(keyed(server).length).toBeGreaterThan(0);
    expect(keyed(searchServer).length).toBeGreaterThan(0);
    // The API base serves random hadiths, and the list of collections the popup offers.
    for (const request of keyed(server)) {
      expect(request).toEqual({
        method: 'GET',
        url: expect.stringMatching(/^\/v1\/(hadiths\/random\?|collections$)/),
        authorization: bearer,
      });
    }
    for (const request of keyed(searchServer)) {
      expect(request).toEqual({
        method: 'GET',
        url: expect.stringMatching(/^\/v1\/hadiths\/search\?/),
        authorization: bearer,
      });
    }
    const urls = [...server.stats.received, ...searchServer.stats.received].map((r) => r.url);
    expect(urls.filter((url) => url.includes(KEY))).toEqual([]);

    // The browser's own record includes the worker's requests, so it can see a stray key.
    expect(seen.filter((request) => request.authorization === bearer).length).toBeGreaterThan(0);
    const origins = new Set([server.url, searchServer.url]);
    expect(seen.filter((request) => request.url.includes(KEY))).toEqual([]);
    expect(
      seen.filter(
        (request) => request.authorization !== null && !origins.has(new URL(request.url).origin),
      ),
    ).toEqual([]);
    // Only the redirected requests reach the third server: nothing of the hostile records.
    const toStranger = seen.filter((request) => request.url.startsWith(stranger.url));
    expect(toStranger.filter((r) => !r.url.startsWith(`${stranger.url}/v1/hadiths/`))).toEqual([]);

    expect(logged.filter((line) => line.includes(KEY))).toEqual([]);
    const { sync, local } = await serviceWorker.evaluate(async () => ({
      sync: await chrome.storage.sync.get(null),
      local: await chrome.storage.local.get(null),
    }));
    expect(JSON.stringify(sync)).not.toContain(KEY);
    const keyEntries = Object.entries(local).filter(([, value]) =>
      JSON.stringify(value).includes(KEY),
    );
    expect(keyEntries.map(([name]) => name)).toEqual([expect.stringMatching(/apiKey$/)]);
    for (const text of await pageTexts(context.pages())) expect(text).not.toContain(KEY);
    // Nor in any IndexedDB store: cache, favourites, anything else kept.
    const stored = await serviceWorker.evaluate(async () => {
      const request = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const dumps: string[] = [];
      for (const { name } of await indexedDB.databases()) {
        const db = await request(indexedDB.open(name!));
        for (const store of db.objectStoreNames) {
          const rows = await request(db.transaction(store).objectStore(store).getAll());
          dumps.push(`${name}/${store}: ${JSON.stringify(rows)}`);
        }
        db.close();
      }
      return dumps;
    });
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((dump) => dump.includes(KEY))).toEqual([]);
  } finally {
    await Promise.all([searchServer.close(), stranger.close()]);
  }
});

test('web pages cannot reach the background: no messaging, nothing exposed to them', async ({
  page,
  server,
  serviceWorker,
}) => {
  recordResilience({
    attack: 'A web page, or another extension, trying to message the background',
    userSees: 'nothing: a web page has no way in; other senders are refused (unit tests)',
    requests: 'none to the service',
    dataKept: 'everything',
  });
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest).not.toHaveProperty('externally_connectable');
  expect(manifest).not.toHaveProperty('content_scripts');
  expect(manifest).not.toHaveProperty('web_accessible_resources');
  // Scripts only from the extension itself, no loopback server's, whatever a page shows.
  expect(manifest.content_security_policy).toEqual({
    extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none';",
  });

  // A page of an ordinary web origin (served here, so nothing logs a 404).
  await page.route(`${server.url}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>web</title><p>web' }),
  );
  await page.goto(`${server.url}/a-web-page`);
  // Without externally_connectable, a web page is given no chrome.runtime to send with.
  const sendMessage = await page.evaluate(
    () =>
      typeof (globalThis as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime
        ?.sendMessage,
  );
  expect(sendMessage).toBe('undefined');
  expect(server.stats.byPath['/v1/hadiths/search'] ?? 0).toBe(0);
});
