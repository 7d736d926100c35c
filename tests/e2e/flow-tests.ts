import { ChromiumBrowser } from '../flows/chromium-driver';
import type { Flow } from '../flows/core-flows';
import { expect, test } from './fixtures';

/** Declares one Chromium test per flow (tests/flows/), each failing on any error in the extension. */
export function flowTests(flows: readonly Flow[]): void {
  for (const flow of flows) {
    test.describe(() => {
      test.use({ serverOptions: flow.serverOptions ?? {}, browserLanguage: flow.locale });

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
}
