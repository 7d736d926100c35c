import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

/** Keeps, in `window.painted`, the page as newtab-paint.js wrote it, before any module ran. */
async function recordFirstPaint(page: Page): Promise<void> {
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

/** Each element as `tag[sorted attributes]`, and each text, in document order. */
function canonical(page: Page, html: string): Promise<string[]> {
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

for (const rotation of ['every-tab', 'daily'] as const) {
  test(`the first paint (${rotation}) is the page the new tab then runs, element for element`, async ({
    page,
    configure,
  }) => {
    await configure({ rotation });
    const newTab = new NewTabPage(page);
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();

    await recordFirstPaint(page);
    for (let tab = 0; tab < 3; tab++) {
      await newTab.goto();
      await expect(newTab.favourite()).toBeVisible();
      // Let the background's answer arrive: a notice may change, the hadith may not.
      await page.waitForTimeout(200);
      const painted = await page.evaluate(
        () => (window as unknown as { painted?: string }).painted,
      );
      expect(painted, 'newtab-paint.js painted the hadith').toBeDefined();
      const running = await page.locator('#app').innerHTML();
      expect(await canonical(page, running)).toEqual(await canonical(page, painted!));
      // The text painted first is the one still shown: the component adopted it.
      const adopted = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            new PerformanceObserver((list) => {
              const entry = list.getEntries()[0] as PerformanceEntry & { element: Element | null };
              resolve(entry.element === document.querySelector('p.arabic'));
            }).observe({ type: 'element', buffered: true }),
          ),
      );
      expect(adopted).toBe(true);
    }
  });
}

test('a star clicked and a key pressed on the painted page, before the app runs, are not lost', async ({
  page,
  configure,
}) => {
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();

  // As soon as newtab-paint.js has drawn the page (a microtask after it, frames before
  // the app's module starts): star the hadith, then press Space for another one.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const star = document.querySelector<HTMLButtonElement>('#app button[aria-pressed]');
      if (star === null) return;
      observer.disconnect();
      const early = window as unknown as { paintedReference: string; appStarted: boolean };
      early.paintedReference = document.querySelector('#app .reference')!.textContent!;
      early.appStarted = document.querySelector('script[type="module"][src*="chunks"]') !== null;
      star.click();
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await newTab.goto();
  const painted = await page.waitForFunction(
    () => (window as unknown as { paintedReference?: string }).paintedReference,
  );
  const paintedReference = (await painted.jsonValue())!;
  expect(await page.evaluate(() => (window as unknown as { appStarted: boolean }).appStarted)).toBe(
    false,
  );

  // Space drew another hadith; Previous brings back the painted one, starred.
  await expect(newTab.reference()).not.toHaveText(paintedReference);
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'false');
  await newTab.previousHadith().click();
  await expect(newTab.reference()).toHaveText(paintedReference);
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
});
