import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import {
  adopted,
  APP_START_MARK,
  appStartAndFirstPaint,
  canonical,
  firstPaint,
  recordFirstPaint,
} from './first-paint';

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
      const painted = await firstPaint(page);
      expect(painted, 'newtab-page.js painted the hadith').toBeDefined();
      const running = await page.locator('#app').innerHTML();
      expect(await canonical(page, running)).toEqual(await canonical(page, painted!));
      // The text painted first is the one still shown: the component adopted it.
      expect(await adopted(page, 'hadith-text', 'p.arabic')).toBe(true);
      // The app started only once the painted hadith was on screen.
      const { appStart, firstPaint: shown } = await appStartAndFirstPaint(page);
      expect(appStart).toBeGreaterThanOrEqual(shown);
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

  // As soon as newtab-page.js has drawn the page (a microtask after it, frames before
  // its app starts): star the hadith, then press Space for another one.
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
