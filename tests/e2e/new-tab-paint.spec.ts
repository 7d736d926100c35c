import { quietFor } from './quiet';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { adopted, APP_START_MARK, appStartAndFirstPaint } from './first-paint';

/**
 * The new tab's first paint is its components' own render
 * (entrypoints/newtab/page.tsx): the model is started, and the background
 * asked, only once that paint is on screen; what is pressed before then works.
 */

for (const rotation of ['every-tab', 'daily'] as const) {
  test(`the first paint (${rotation}) shows the hadith the page keeps, and the background is asked only after it`, async ({
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
      // Let the background's answer arrive: a notice may change, the hadith may not. When all
      // is right it changes nothing on the page, so there is nothing to await but time.
      await quietFor(200);
      // The text painted first is the one still shown: no second render replaced it.
      expect(await adopted(page, 'hadith-text', 'p.arabic')).toBe(true);
      const { appStart, firstPaint } = await appStartAndFirstPaint(page);
      expect(appStart).toBeGreaterThanOrEqual(firstPaint);
    }
  });
}

test('a star clicked and a key pressed the moment the page appears, before its model starts, are not lost', async ({
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
      const star = document.querySelector<HTMLButtonElement>('#app button[aria-keyshortcuts="F"]');
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
  expect(await page.evaluate(() => (window as unknown as { appStarted: boolean }).appStarted)).toBe(
    false,
  );

  // Space drew another hadith; Previous brings back the first one, starred.
  await expect(newTab.reference()).not.toHaveText(paintedReference);
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'false');
  await newTab.previousHadith().click();
  await expect(newTab.reference()).toHaveText(paintedReference);
  await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
});
