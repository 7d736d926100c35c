import { assertE2eBuild, findChromium } from '../../scripts/launch-extension';
import { browsersInstalled } from '../../scripts/browsers-ready';
import { requireDataDir } from '../../scripts/require-data-dir';

/** Stops the run before any test when the data folder, the browser or the e2e build is missing. */
export default async function globalSetup(): Promise<void> {
  await requireDataDir();
  await browsersInstalled();
  findChromium();
  assertE2eBuild();
}
