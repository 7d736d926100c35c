import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

/**
 * Latin letters outside «…», where a grade the table does not cover is quoted as the
 * source's words, and outside sunnah.com's own number of a Sahih Muslim hadith ("8a").
 */
async function latinOutsideQuotes(locator: Locator): Promise<string[]> {
  const texts = await locator.allInnerTexts();
  return texts.flatMap(
    (text) =>
      text
        .replace(/«[^»]*»/g, '')
        .replace(/\(sunnah\.com: [^)]*\)/g, '')
        .match(/[A-Za-z]+/g) ?? [],
  );
}

/** The interface in Arabic: collections and grades in Arabic wherever a translation exists. */
test.describe('in an Arabic browser', () => {
  test.use({ browserLanguage: 'ar' });

  test('the new tab, the popup and the reader name collections and grades in Arabic', async ({
    page,
    extensionId,
    configure,
  }) => {
    await configure({ language: 'en' });
    const newTab = new NewTabPage(page);
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    await expect(newTab.reference()).toContainText(/ · الكتاب .+ · الحديث /);
    expect(await latinOutsideQuotes(newTab.reference())).toEqual([]);
    expect(await latinOutsideQuotes(page.locator('main .grades'))).toEqual([]);

    // A reference, said back in Arabic; then the hadith's card and a text search's results.
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    const query = page.getByLabel('ابحث في الأحاديث', { exact: true });
    await query.fill('bukhari 1');
    await query.press('Enter');
    // The name and its number, isolated as one unit (U+2068 … U+2069).
    await expect(page.locator('.reference-note')).toContainText(
      'قُرئ كمرجع: \u2068صحيح البخاري 1\u2069.',
    );
    await expect(page.locator('main .reference').first()).toHaveText(
      /^صحيح البخاري · الكتاب \S+ · الحديث \S+/,
    );
    await query.fill('patience');
    await query.press('Enter');
    const references = page.locator('ol > li .reference');
    await expect(references.first()).toBeVisible();
    expect(await latinOutsideQuotes(references)).toEqual([]);
    await expect(page.locator('#collection option', { hasText: 'صحيح مسلم' })).toHaveCount(1);

    // The reader: its header and every hadith's reference.
    await page.goto(`chrome-extension://${extensionId}/reader.html?c=bukhari&b=1&h=1`);
    await expect(page.locator('.reader-collection')).toHaveText('صحيح البخاري · الفهرس');
    await expect(page.locator('ol.reader-list > li .reference').first()).toBeVisible();
    expect(await latinOutsideQuotes(page.locator('ol.reader-list > li .reference'))).toEqual([]);
    await expect(page).toHaveTitle(/صحيح البخاري/);
  });
});

test.describe('in an Urdu browser', () => {
  test.use({ browserLanguage: 'ur' });

  test('the new tab names its collection in Urdu', async ({ page, configure }) => {
    await configure({ language: 'en' });
    const newTab = new NewTabPage(page);
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    expect(await latinOutsideQuotes(newTab.reference())).toEqual([]);
  });
});
