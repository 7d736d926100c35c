import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

/**
 * Every page holds its shape: no sideways scroll and no control cut off or
 * pushed out of the window, in every interface language, with whatever fonts
 * the machine has. Every language is tried at a larger default font (20 px),
 * where everything sized in rem and em is a quarter wider against the same
 * window, so a word too long for its place shows there first; English and
 * Arabic, both directions, also at the browser's default (16 px).
 */

const SHAPES: readonly { locale: string; fontSize: number }[] = [
  ...['en', 'ar', 'bn', 'fr', 'id', 'ru', 'tr', 'ur'].map((locale) => ({ locale, fontSize: 20 })),
  { locale: 'en', fontSize: 16 },
  { locale: 'ar', fontSize: 16 },
];

const PHONE = { width: 360, height: 640 };
const LAPTOP = { width: 1366, height: 657 };
const FOUR_K = { width: 3840, height: 2160 };
/** The popup's width (assets/popup.css), opened as a page of that size. */
const POPUP = { width: 420, height: 600 };

/** What is wrong with the page's shape now: empty when nothing is. */
function shapeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth) {
      problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = document.querySelectorAll(
      'button, a, label, select, input, summary, h1, h2, kbd, .reference, .page-status',
    );
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > root.clientWidth + 0.5) {
        problems.push(`${name(element)} reaches outside the window (${box.left}–${box.right})`);
      }
      // Text wider than its button or link spills out of it, or is cut off.
      const clips = element instanceof HTMLButtonElement || element instanceof HTMLSelectElement;
      if (clips && element.scrollWidth > element.clientWidth + 1) {
        problems.push(
          `${name(element)} is cut off (${element.scrollWidth} > ${element.clientWidth})`,
        );
      }
    }
    return problems;
  });
}

async function expectShapeHeld(page: Page, where: string): Promise<void> {
  expect(await shapeProblems(page), where).toEqual([]);
}

/** The welcome page asks for the key first: its field ends within the window's first screen. */
async function expectKeyFieldInFirstScreen(page: Page, size: { height: number }): Promise<void> {
  const field = await page.locator('#api-key').boundingBox();
  expect(field, 'the key field').not.toBeNull();
  expect(field!.y + field!.height, 'the key field ends in the first screen').toBeLessThanOrEqual(
    size.height,
  );
}

for (const { locale, fontSize } of SHAPES) {
  test.describe(`in ${locale}, at a ${fontSize} px default font`, () => {
    test.use({ browserLanguage: locale, defaultFontSize: fontSize });

    test('every page holds its shape, from a phone-sized window to 4K', async ({
      page,
      extensionId,
      configure,
    }) => {
      await configure({ language: 'en' });
      const origin = `chrome-extension://${extensionId}`;

      const newTab = new NewTabPage(page);
      await page.setViewportSize(LAPTOP);
      await newTab.goto();
      await expect(newTab.arabic()).not.toBeEmpty();
      // A favourite, so the Favourites page has a card, its actions and a note field
      // (F stars in every interface language).
      await page.locator('body').press('f');
      await expect(page.locator('.actions button[aria-keyshortcuts="F"]')).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      // Learnt too, so the review page lists it (the other pressed button: Learn).
      const learn = page.locator('.actions button[aria-pressed]:not([aria-keyshortcuts])');
      await learn.click();
      await expect(learn).toHaveAttribute('aria-pressed', 'true');
      for (const size of [LAPTOP, PHONE, FOUR_K]) {
        await page.setViewportSize(size);
        await expectShapeHeld(page, `new tab at ${size.width}×${size.height}`);
      }

      await page.setViewportSize(POPUP);
      await page.goto(`${origin}/popup.html`);
      await page.locator('#query').fill('prayer');
      await page.locator('#query').press('Enter');
      await expect(page.locator('.result-list > li').first()).toBeVisible();
      await expectShapeHeld(page, 'popup with results');
      await page.locator('#query').fill('bukhari 2');
      await page.locator('#query').press('Enter');
      await expect(page.locator('.reference-list > li').first()).toBeVisible();
      await expectShapeHeld(page, 'popup with a reference');

      const pages = [
        'options.html',
        'welcome.html',
        'results.html?q=prayer&language=en',
        'favourites.html',
        'review.html',
        // A book of the reader, opened at its third hadith; and a reference's whole card.
        'reader.html?c=bukhari&b=1&h=3&id=1000300',
        'results.html?q=bukhari%201&language=en',
      ];
      for (const path of pages) {
        await page.setViewportSize(LAPTOP);
        await page.goto(`${origin}/${path}`);
        await expect(page.locator('main')).toBeVisible();
        if (path.startsWith('results') || path.startsWith('reader')) {
          await expect(page.locator('.result-list > li').first()).toBeVisible();
        }
        if (path.startsWith('favourites')) {
          await expect(page.locator('li.favourite textarea')).toBeVisible();
        }
        if (path.startsWith('review')) {
          await expect(page.locator('.review-item')).toBeVisible();
        }
        for (const size of [LAPTOP, PHONE]) {
          await page.setViewportSize(size);
          await expectShapeHeld(page, `${path} at ${size.width}×${size.height}`);
          if (path === 'welcome.html') await expectKeyFieldInFirstScreen(page, size);
        }
      }
    });
  });
}
