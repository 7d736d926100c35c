import { assertFirefoxBuilds, findFirefox } from '../flows/firefox-driver';

/** Stops the run before any test when Firefox or a Firefox e2e build is missing. */
export default function globalSetup(): void {
  findFirefox();
  assertFirefoxBuilds();
}
