import type { Page } from '@playwright/test';
import { APP_START_MARK } from '../../lib/ui/app-start';
import { appStarted } from '../../scripts/app-started';

export { APP_START_MARK };

/**
 * Helpers for the pages whose first script draws them (the new tab, the popup,
 * the results page) and starts their model once that paint is on screen
 * (lib/ui/app-start.ts).
 */

/** Whether the element first painted with `identifier` (Element Timing) is the one now in the page. */
export function adopted(page: Page, identifier: string, selector: string): Promise<boolean> {
  return page.evaluate(
    ([id, css]) =>
      new Promise<boolean>((resolve) =>
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            identifier: string;
            element: Element | null;
          })[];
          const entry = entries.find((candidate) => candidate.identifier === id);
          if (entry !== undefined) resolve(entry.element === document.querySelector(css));
        }).observe({ type: 'element', buffered: true }),
      ),
    [identifier, selector] as const,
  );
}

/**
 * The app's start and the first contentful paint, ms from navigation start,
 * once both happened: a painted page's app starts only once its first frame
 * is on screen (lib/ui/app-start.ts).
 */
export async function appStartAndFirstPaint(
  page: Page,
): Promise<{ appStart: number; firstPaint: number }> {
  await appStarted(page);
  return page.evaluate((mark) => {
    const [start] = performance.getEntriesByName(mark);
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    return { appStart: start!.startTime, firstPaint: paint!.startTime };
  }, APP_START_MARK);
}
