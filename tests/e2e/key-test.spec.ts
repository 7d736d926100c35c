import type { FaultInput } from '../../server/faults/kinds';
import type { RunningServer } from '../../server/app';
import { closedPortUrl } from './closed-port';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options-page';

test.use({ serverOptions: { faults: true } });

function isRateLimit({ fault }: Case): boolean {
  return typeof fault === 'object' && fault.kind === 'rate-limited';
}

function injectNext(server: RunningServer, fault: FaultInput, count: number): void {
  if (server.faults === null) throw new Error('the server was started without faults');
  server.faults.next(fault, { route: 'random', count });
}

interface Case {
  name: string;
  key?: string;
  address?: (server: RunningServer) => string | Promise<string>;
  fault?: FaultInput;
  /** How many answers the fault takes: a 502 is sent again once, like every request. */
  count?: number;
  /** What the test says; on the bare wire, `bareSays` where it differs. */
  says: RegExp;
  bareSays?: RegExp;
}

const cases: Case[] = [
  { name: 'a working key', says: /^The key works\. \d+ of 60 requests left/ },
  {
    name: 'a key not in the service’s format',
    key: 'not-a-key',
    says: /^The service says this is not one of its API keys: they start with sk_mumin_/,
    // The published contract knows no key format: an unknown key is an unknown key.
    bareSays: /^The service does not know this API key/,
  },
  {
    name: 'a key the service does not know',
    key: `sk_mumin_${'q'.repeat(32)}`,
    says: /^The service does not know this API key: it may be mistyped/,
  },
  { name: 'no credit', fault: 'balance-depleted', says: /no credit left \(402\)/ },
  {
    name: 'a revoked key',
    fault: 'key-revoked',
    says: /^This API key has been revoked\. Create a new key on the dashboard/,
  },
  {
    name: 'a rate limit',
    fault: { kind: 'rate-limited', retryAfter: 90 },
    says: /^The key is rate-limited \(429\): try again until .*\d{2}:\d{2}:\d{2}/,
  },
  {
    name: 'the daily cap',
    fault: 'daily-cap',
    says: /^The key works, but today’s limit of 500 requests is reached \(429\); requests resume at/,
  },
  { name: 'no service', address: () => closedPortUrl(), says: /could not be reached/ },
  // A proxy's page for a service that is down: the key could not be checked.
  {
    name: 'a proxy’s error page',
    fault: 'html-error',
    count: 2,
    says: /answered with an error of its own \(HTTP 502\)/,
  },
  {
    name: 'a wrong path',
    address: (server) => `${server.url}/elsewhere`,
    says: /answered 404 Not Found .*does not look like the Hadith service/,
  },
];

// One browser for every case, as one user trying them in turn: nothing is saved
// between them, and the rate limit, whose wait holds every later request, comes last.
test('Test reports each outcome for the values as typed, unsaved', async ({
  page,
  server,
  apiKey,
  extensionId,
  wire,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  const ordered = [...cases].sort((a, b) => Number(isRateLimit(a)) - Number(isRateLimit(b)));
  for (const { name, key, address, fault, count = 1, says, bareSays } of ordered) {
    await test.step(name, async () => {
      if (fault !== undefined) injectNext(server, fault, count);
      await options.fill('API key', key ?? apiKey);
      await options.fill(
        'API base URL',
        address === undefined ? server.url : await address(server),
      );
      await options.testKey();
      await expect(options.keyTestResult()).toHaveText(wire === 'bare' ? (bareSays ?? says) : says);
      // Nothing was saved: the test used the form as typed.
      await expect(options.status()).toHaveText('');
    });
  }
});

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
  // Save says what Test found of the key it saves.
  await expect(options.status()).toHaveText(
    `Saved. The key worked when you tested it. The service at ${new URL(server.url).host} answers.`,
  );
});

test('Save after a Test that the service refused says so, and a key changed since is untested', async ({
  page,
  server,
  extensionId,
}) => {
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  const refused = `sk_mumin_${'a'.repeat(32)}`;
  await options.fill('API key', refused);
  await options.fill('API base URL', server.url);
  await options.testKey();
  await expect(options.keyTestResult()).toHaveText(/^The service does not know this API key/);
  await options.save();
  const host = new URL(server.url).host;
  await expect(options.status()).toHaveText(
    `Saved. But the service refused this key when you tested it: check it, or create a new one on the dashboard. The service at ${host} answers.`,
  );

  await options.fill('API key', `sk_mumin_${'b'.repeat(32)}`);
  await options.save();
  await expect(options.status()).toHaveText(`Saved. ${UNTESTED} The service at ${host} answers.`);
});

const UNTESTED = 'The key was not tested: Test checks it with one request.';
