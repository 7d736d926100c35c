import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

// The languages these tests ask the service for, loaded before they begin.
test.use({ serviceLanguages: ['en', 'ur', 'fr'] });

/** The result language, chosen by its name in its own script, alike on every page that sets it. */

const NAMES = [
  'English',
  'العربية',
  'Русский',
  'Oʻzbek',
  'Türkçe',
  'Français',
  'Bahasa Indonesia',
  'বাংলা',
  'اردو',
  'Other…',
];

const stored = (worker: import('@playwright/test').Worker) =>
  worker.evaluate(() => chrome.storage.local.get(['language', 'apiKey']));

test('the language is chosen by name in the options, the welcome page and the popup; another by its code', async ({
  page,
  server,
  extensionId,
  serviceWorker,
  configure,
}) => {
  await configure();
  const origin = `chrome-extension://${extensionId}`;
  const language = page.getByLabel('Language', { exact: true });

  await test.step('options: by name, or typed as a code under "Other…"', async () => {
    await page.goto(`${origin}/options.html`);
    await expect(language.locator('option')).toHaveText(NAMES);
    await expect(language.locator('option[value="ru"]')).toHaveAttribute('lang', 'ru');
    await expect(language).toHaveValue('en');
    await language.selectOption({ label: 'Русский' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await stored(serviceWorker)).language).toBe('ru');

    await language.selectOption({ label: 'Other…' });
    await page.getByLabel('Language code', { exact: true }).fill('ta');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await stored(serviceWorker)).language).toBe('ta');
    await page.reload();
    await expect(language).toHaveValue('other');
    await expect(page.getByLabel('Language code', { exact: true })).toHaveValue('ta');
  });

  await test.step('welcome: the same control, saved with the key', async () => {
    await page.goto(`${origin}/welcome.html`);
    await expect(language.locator('option')).toHaveText(NAMES);
    await language.selectOption({ label: 'اردو' });
    await page.getByLabel('API key', { exact: true }).fill('demo-key');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await stored(serviceWorker)).language).toBe('ur');
    expect((await stored(serviceWorker)).apiKey).toBe('demo-key');
  });

  await test.step('popup: the results come in the language chosen', async () => {
    const popup = new PopupPage(page, extensionId);
    await popup.goto();
    await expect(language).toHaveValue('ur');
    await language.selectOption({ label: 'Français' });
    await popup.search('prière');
    await expect(popup.pageStatus()).toHaveText(/^Page 1 of/);
    // The select is as wide as the name chosen, so "Per page" keeps to the same row at 420 px.
    await page.setViewportSize({ width: 420, height: 600 });
    const perPage = page.getByLabel('Per page', { exact: true });
    expect((await perPage.boundingBox())!.y).toBe((await language.boundingBox())!.y);
    const search = server.stats.received.filter((request) => request.url.includes('/search'));
    expect(search.at(-1)?.url).toContain('language=fr');
  });
});
