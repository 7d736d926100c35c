import { DEMO_KEY } from '../../scripts/launch-extension';
import { CORE_FLOWS, PRODUCTION_FLOWS } from '../flows/core-flows';
import { expect, test } from './fixtures';

// The flows Chromium runs too (tests/e2e/core-flows.spec.ts), here in Firefox ESR.
// Firefox runs against production's wire: the flows through its own routes too.
for (const flow of [...CORE_FLOWS, ...PRODUCTION_FLOWS]) {
  test.describe(() => {
    test.use({ serverOptions: flow.serverOptions ?? {} });

    test(flow.title, async ({ firefox, server }) => {
      await flow.run({ browser: firefox, server, apiKey: DEMO_KEY });
      expect(await firefox.errors(), 'errors in the extension').toEqual([]);
    });
  });
}
