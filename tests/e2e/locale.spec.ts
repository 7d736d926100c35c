import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

/** The browser in Arabic: every page reads right to left, with Arabic words and digits. */
test.describe('in an Arabic browser', () => {
  test.use({ browserLanguage: 'ar' });

  test('the new tab, the popup and the options read right to left, in Arabic', async ({
    page,
    extensionId,
    configure,
  }) => {
    await configure({ language: 'en' });
    const html = page.locator('html');

    const newTab = new NewTabPage(page);
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page).toHaveTitle('علامة تبويب جديدة');
    await expect(page.getByRole('button', { name: /^حديث آخر/ })).toBeVisible();
    // The hadith keeps its own languages and directions, whatever the interface's.
    await expect(newTab.arabic()).toHaveAttribute('dir', 'rtl');
    await expect(newTab.translation()).toHaveAttribute('lang', 'en');
    await expect(newTab.translation()).toHaveAttribute('dir', 'ltr');
    await expect(newTab.reference()).toContainText(/ · الكتاب .+ · الحديث /);

    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await expect(html).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('ابحث في الأحاديث', { exact: true }).fill('intentions');
    await page.getByRole('button', { name: 'بحث', exact: true }).click();
    const status = page.locator('.page-status');
    await expect(status).toHaveText(/^الصفحة \S+ من \S+ · \S+ (نتيجة|نتيجتان|نتائج)$/);
    // Every figure as Intl writes it for Arabic (its digits and separators).
    const figures = (await status.innerText()).match(/[\p{Nd},٬]+/gu) ?? [];
    expect(figures).toHaveLength(3);
    const written = await page.evaluate((shown) => {
      const arabic = new Intl.NumberFormat('ar');
      const value = (figure: string) =>
        Number(
          figure.replace(/\p{Nd}/gu, (d) => String(d.codePointAt(0)! & 0xf)).replace(/\D/g, ''),
        );
      return shown.map((figure) => arabic.format(value(figure)));
    }, figures);
    expect(figures).toEqual(written);
    await expect(page.getByRole('button', { name: 'التالي', exact: true })).toBeVisible();

    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('خيارات باحث الحديث');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('باحث الحديث');
    await expect(page.getByLabel('عنوان API الأساسي', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'حفظ', exact: true })).toBeVisible();
    // A date in Arabic: the key test with the day's budget spent says when it renews.
    await page.getByLabel('الحصة اليومية من الطلبات', { exact: true }).fill('0');
    await page.getByLabel('الحصة اليومية من الطلبات', { exact: true }).press('Tab');
    await expect(page.getByText('تم الحفظ.')).toBeVisible();
    await page.getByRole('button', { name: 'اختبار', exact: true }).click();
    const result = page.locator('#key-test-result');
    await expect(result).toContainText(
      'نفدت حصة الطلبات لهذا اليوم، لذلك لم يُرسَل شيء. تتجدد الحصة في',
    );
    const weekdays = await page.evaluate(() =>
      [0, 1, 2, 3, 4, 5, 6].map((day) =>
        new Date(2026, 0, 4 + day).toLocaleString('ar', { weekday: 'short' }),
      ),
    );
    const renewal = await result.innerText();
    expect(
      weekdays.some((weekday) => renewal.includes(weekday)),
      renewal,
    ).toBe(true);
  });
});

/** A left-to-right language other than English: its own words, left to right. */
test.describe('in a Russian browser', () => {
  test.use({ browserLanguage: 'ru' });

  test('the new tab, the popup and the options read left to right, in Russian', async ({
    page,
    extensionId,
    configure,
  }) => {
    await configure({ language: 'en' });
    const html = page.locator('html');

    const newTab = new NewTabPage(page);
    await newTab.goto();
    await expect(newTab.arabic()).not.toBeEmpty();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('button', { name: /^Другой хадис/ })).toBeVisible();

    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.getByLabel('Искать хадисы', { exact: true }).fill('intentions');
    await page.getByRole('button', { name: 'Найти', exact: true }).click();
    await expect(page.locator('.page-status')).toHaveText(
      /^Страница 1 из \d+ · [\d\s]+ результат(а|ов)?$/,
    );
    await expect(html).toHaveAttribute('dir', 'ltr');

    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Поиск хадисов');
    await expect(page.getByRole('button', { name: 'Сохранить', exact: true })).toBeVisible();
  });
});

/**
 * Urdu is not on the Chrome Web Store's list of listing languages (the list
 * WXT's "Unsupported locales: [ur]" warning quotes), but the browser itself
 * reads `_locales/ur`: an Urdu browser gets the Urdu texts, right to left.
 */
test.describe('in an Urdu browser', () => {
  test.use({ browserLanguage: 'ur' });

  test('the options read right to left, in Urdu', async ({ page, extensionId }) => {
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ur');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('حدیث تلاش کے اختیارات');
    await expect(page.getByRole('button', { name: 'محفوظ کریں', exact: true })).toBeVisible();
  });
});
