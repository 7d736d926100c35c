import { DEMO_KEY } from '../../scripts/launch-extension';
import type { Flow } from '../flows/core-flows';
import { expect, test } from './fixtures';

/**
 * Declares one Firefox test per flow (tests/flows/), on production's wire,
 * each failing on any error in the extension.
 */
export function flowTests(flows: readonly Flow[]): void {
  for (const flow of flows) {
    test.describe(() => {
      test.use({ serverOptions: flow.serverOptions ?? {}, browserLanguage: flow.locale });

      test(flow.title, async ({ firefox, server }) => {
        await flow.run({ browser: firefox, server, apiKey: DEMO_KEY });
        expect(await firefox.errors(), 'errors in the extension').toEqual([]);
      });
    });
  }
}
