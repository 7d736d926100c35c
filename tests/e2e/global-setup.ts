import { assertE2eBuild, findChromium } from '../../scripts/launch-extension';
import { browsersInstalled } from '../../scripts/browsers-ready';

/** Stops the run before any test when the browser or the e2e build is missing. */
export default async function globalSetup(): Promise<void> {
  await browsersInstalled();
  findChromium();
  assertE2eBuild();
}
