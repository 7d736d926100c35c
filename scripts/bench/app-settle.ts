import type { Page } from '@playwright/test';
import { appStarted } from '../app-started';

/** Time for a painted page's app, once started, to take the page over and hear from the background. */
const APP_SETTLE_MS = 200;

/**
 * Waits for a painted page's app to start and take the page over, as it does
 * in any page a person reads. A page closed the instant it painted leaves its
 * app's work undone or spilling into the next opening: the new tab's stored
 * plan one hadith shorter (enough such tabs in a row empty it, and the next
 * paints its hadith late), and the popup's module loading as the static page
 * opens, slowing that instead. Neither is what the benchmarks measure.
 */
export async function letAppTakeOver(page: Page): Promise<void> {
  await appStarted(page);
  await page.waitForTimeout(APP_SETTLE_MS);
}
