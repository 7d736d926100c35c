import type { Page } from '@playwright/test';
import { APP_START_MARK } from '../../lib/ui/app-start';
import { appStarted } from '../../scripts/app-started';

export { APP_START_MARK };

/**
 * Helpers for the pages painted before their app runs (lib/ui/first-paint.ts):
 * what the paint script wrote, and a DOM in a form two renderings compare in.
 */

/** Keeps, in `window.painted`, `#app` as the paint script wrote it, before any module ran. */
export async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const app = document.getElementById('app');
      if (app === null || app.childElementCount === 0) return;
      (window as unknown as { painted: string }).painted = app.innerHTML;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** What the paint script wrote; undefined when it painted nothing. */
export function firstPaint(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { painted?: string }).painted);
}

/** Each element as `tag[sorted attributes]`, and each text, in document order. */
export function canonical(page: Page, html: string): Promise<string[]> {
  return page.evaluate((markup) => {
    const root = document.createElement('div');
    root.innerHTML = markup;
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      if (node instanceof Element) {
        const attributes = [...node.attributes].map((a) => `${a.name}=${a.value}`).sort();
        out.push(`${node.tagName}[${attributes.join(' ')}]`);
      } else if (node.textContent !== '') {
        out.push(JSON.stringify(node.textContent));
      }
    }
    return out;
  }, html);
}

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
