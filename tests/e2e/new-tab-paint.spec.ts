import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { adopted, APP_START_MARK, appStartAndFirstPaint } from './first-paint';

/**
 * The new tab's first paint is its app's own render (entrypoints/newtab-page.tsx):
 * no DOM is written before the app, so nothing is handed over, and what is
 * pressed the moment the page appears reaches the app itself.
 */

for (const rotation of ['every-tab', 'daily'] as const) {
  test(`the first paint (${rotation}) is the app's own: it rendered before that paint, and the text painted is the one shown`, async ({
    page,
    configure,
  }) => {
    await configure({ rotation });
    const newTab = new NewTabPage(page);
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    for (let tab = 0; tab < 3; tab++) {
      await newTab.goto();
      await expect(newTab.favourite()).toBeVisible();
      // Let the background's answer arrive: a notice may change, the hadith may not.
      await page.waitForTimeout(200);
      const { appStart, firstPaint } = await appStartAndFirstPaint(page);
      expect(appStart).toBeLessThanOrEqual(firstPaint);
      expect(await adopted(page, 'hadith-text', 'p.arabic')).toBe(true);
    }
  });
}

test('a star clicked and a key pressed the moment the page appears are not lost', async ({
  page,
  configure,
}) => {
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();

  // As soon as the star is in the page: star the hadith, then press Space for another one.
  await page.addInitScript((appStartMark) => {
    const observer = new MutationObserver(() => {
      const star = document.querySelector<HTMLButtonElement>('#app button[aria-pressed]');
      if (star === null) return;
      observer.disconnect();
      const early = window as unknown as { paintedReference: string; appStarted: boolean };
      early.paintedReference = document.querySelector('#app .reference')!.textContent!;
      early.appStarted = performance.getEntriesByName(appStartMark).length > 0;
      star.click();
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true }),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
  }, APP_START_MARK);
  await newTab.goto();
  const painted = await page.waitForFunction(
    () => (window as unknown as { paintedReference?: string }).paintedReference,
  );
  const paintedReference = (await painted.jsonValue())!;

  // Space drew another hadith; Previous brings back the first one, starred.
  await expect(newTab.reference()).not.toHaveText(paintedReference);
  await expect(newTab.previousHadith()).toBeVisible();
  await newTab.previousHadith().click();
  await expect(newTab.reference()).toHaveText(paintedReference);
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
});
