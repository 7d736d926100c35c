import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

test('two new tabs in a row show different hadiths, and so does "Another hadith"', async ({
  page,
  configure,
}) => {
  await configure();
  const newTab = new NewTabPage(page);
  const seen: string[] = [];
  for (let tab = 0; tab < 4; tab++) {
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    seen.push(await newTab.shownHadith());
  }
  await newTab.anotherHadith().click();
  await expect.poll(() => newTab.shownHadith()).not.toBe(seen.at(-1));
  seen.push(await newTab.shownHadith());
  // The keyboard: → and Space both move on.
  for (const key of ['ArrowRight', 'Space']) {
    await page.keyboard.press(key);
    await expect.poll(() => newTab.shownHadith()).not.toBe(seen.at(-1));
    seen.push(await newTab.shownHadith());
  }
  expect(new Set(seen).size).toBe(seen.length);
});

test.describe(() => {
  // The fake clock lasts as long as the browser: one of its own.
  test.use({ freshBrowser: true });

  test('"Hadith of the day" shows the same hadith all day and another after midnight', async ({
    page,
    context,
    configure,
  }) => {
    await context.clock.install({ time: new Date('2030-03-04T09:00:00') });
    await configure({ rotation: 'daily' });
    const newTab = new NewTabPage(page);

    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    const today = await newTab.shownHadith();
    // "Another hadith" shows another in this tab only.
    await newTab.anotherHadith().click();
    await expect.poll(() => newTab.shownHadith()).not.toBe(today);

    await context.clock.setSystemTime(new Date('2030-03-04T23:59:00'));
    await newTab.goto();
    await expect.poll(() => newTab.shownHadith()).toBe(today);

    await context.clock.setSystemTime(new Date('2030-03-05T00:01:00'));
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    const tomorrow = await newTab.shownHadith();
    expect(tomorrow).not.toBe(today);
    await newTab.goto();
    await expect.poll(() => newTab.shownHadith()).toBe(tomorrow);
  });
});

test('Copy puts the text and its reference on the clipboard, by button and by C', async ({
  page,
  context,
  configure,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  const reference = await newTab.reference().innerText();
  // The texts as stored, not as laid out (innerText folds some whitespace).
  const arabic = (await newTab.arabic().textContent()) ?? '';
  const translation = (await newTab.translation().textContent()) ?? '';

  await newTab.copy().click();
  await expect(newTab.status()).toHaveText('Copied with its reference');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(arabic);
  expect(copied).toContain(translation);
  expect(copied).toContain(`— ${reference}`);

  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.locator('body').press('c');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(copied);
});
