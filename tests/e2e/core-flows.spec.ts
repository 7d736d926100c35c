import { ChromiumBrowser } from '../flows/chromium-driver';
import { CORE_FLOWS } from '../flows/core-flows';
import { expect, test } from './fixtures';

// The flows Firefox runs too (tests/firefox/core-flows.spec.ts), here in Chromium.
for (const flow of CORE_FLOWS) {
  test.describe(() => {
    test.use({ serverOptions: flow.serverOptions ?? {} });
    // A flow that names its wire runs on that one only.
    test.skip(
      ({ wire }) => flow.serverOptions?.wire !== undefined && flow.serverOptions.wire !== wire,
      'a flow for another wire',
    );

    test(flow.title, async ({ extension, server, apiKey }) => {
      const browser = new ChromiumBrowser(extension);
      try {
        await flow.run({ browser, server, apiKey });
        expect(await browser.errors(), 'errors in a restarted browser').toEqual([]);
      } finally {
        await browser.close();
      }
    });
  });
}
