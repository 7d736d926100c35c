import { browsersInstalled } from '../../scripts/browsers-ready';
import { requireDataDir } from '../../scripts/require-data-dir';
import { assertFirefoxBuilds, findFirefox } from '../flows/firefox-driver';

/** Stops the run before any test when the data folder, Firefox or a Firefox e2e build is missing. */
export default async function globalSetup(): Promise<void> {
  await requireDataDir();
  await browsersInstalled();
  findFirefox();
  assertFirefoxBuilds();
}
