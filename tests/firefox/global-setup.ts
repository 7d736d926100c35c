import { browsersInstalled } from '../../scripts/browsers-ready';
import { assertFirefoxBuilds, findFirefox } from '../flows/firefox-driver';

/** Stops the run before any test when Firefox or a Firefox e2e build is missing. */
export default async function globalSetup(): Promise<void> {
  await browsersInstalled();
  findFirefox();
  assertFirefoxBuilds();
}
