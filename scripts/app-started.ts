import type { Page } from '@playwright/test';
import { APP_START_MARK } from '../lib/ui/app-start';

/**
 * Waits until a page drawn by its first script (the new tab, the popup, the
 * results page) has started its model, after its first paint
 * (lib/ui/app-start.ts): for the end-to-end tests and the benchmarks.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    APP_START_MARK,
  );
}
