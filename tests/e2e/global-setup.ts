import { assertE2eBuild, findChromium } from '../../scripts/launch-extension';

/** Stops the run before any test when the browser or the e2e build is missing. */
export default function globalSetup(): void {
  findChromium();
  assertE2eBuild();
}
