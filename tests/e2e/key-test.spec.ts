import { createServer } from 'node:net';
import type { FaultInput } from '../../server/fault-kinds';
import type { RunningServer } from '../../server/app';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options-page';

test.use({ serverOptions: { faults: true } });

/** An address on this machine where nothing listens. */
async function closedPortUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

function injectNext(server: RunningServer, fault: FaultInput): void {
  if (server.faults === null) throw new Error('the server was started without faults');
  server.faults.next(fault, { route: 'random' });
}

interface Case {
  name: string;
  key?: string;
  address?: (server: RunningServer) => string | Promise<string>;
  fault?: FaultInput;
  says: RegExp;
}

const cases: Case[] = [
  { name: 'a working key', says: /^The key works\. \d+ of 60 requests left/ },
  { name: 'a rejected key', key: 'not-a-key', says: /rejected this key \(401 INVALID_API_KEY\)/ },
  { name: 'no credit', fault: 'balance-depleted', says: /no credit left \(402\)/ },
  {
    name: 'a revoked key',
    fault: 'key-revoked',
    says: /revoked or access is blocked \(403 KEY_REVOKED\)/,
  },
  {
    name: 'a rate limit',
    fault: { kind: 'rate-limited', retryAfter: 90 },
    says: /^The key is rate-limited \(429\): try again until .*\d{2}:\d{2}:\d{2}/,
  },
  {
    name: 'the daily cap',
    fault: 'daily-cap',
    says: /daily cap is reached \(429\): requests are refused until/,
  },
  { name: 'no service', address: () => closedPortUrl(), says: /could not be reached/ },
  { name: 'an HTML page', fault: 'html-error', says: /did not answer with JSON \(HTTP 502\)/ },
  {
    name: 'a wrong path',
    address: (server) => `${server.url}/elsewhere`,
    says: /answered 404 Not Found .*does not look like the Hadith service/,
  },
];

for (const { name, key, address, fault, says } of cases) {
  test(`Test reports ${name} for the values as typed, unsaved`, async ({
    page,
    server,
    apiKey,
    extensionId,
  }) => {
    if (fault !== undefined) injectNext(server, fault);
    const options = new OptionsPage(page, extensionId);
    await options.goto();
    await options.fill('API key', key ?? apiKey);
    await options.fill('API base URL', address === undefined ? server.url : await address(server));
    await options.testKey();
    await expect(options.keyTestResult()).toHaveText(says);
    // Nothing was saved: the test used the form as typed.
    await expect(options.status()).toHaveText('');
  });
}

test('Test sends exactly one request, and a key not in the production format only warns', async ({
  page,
  server,
  apiKey,
  extensionId,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  await options.fill('API key', apiKey);
  await expect(page.locator('#api-key-warning')).toContainText('does not look like a key');
  await options.fill('API key', `sk_mumin_${'a'.repeat(32)}`);
  await expect(page.locator('#api-key-warning')).toHaveCount(0);

  await options.fill('API key', apiKey);
  await options.fill('API base URL', server.url);
  await options.testKey();
  await expect(options.keyTestResult()).toHaveText(/^The key works/);
  expect(server.stats.requests).toBe(1);
  await options.save();
  await expect(options.status()).toHaveText('Saved.');
});
