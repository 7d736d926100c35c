import { writeFile } from 'node:fs/promises';
import { parseSearchPage } from '../../lib/service/schema';
import { FAVOURITES_FORMAT } from '../../lib/favourites/file';
import { expect, test } from './fixtures';
import { OptionsPage } from './pages/options-page';

const COUNT = 3000;

/** `COUNT` distinct real hadiths as a favourites file holds them, from the local service's search. */
async function favouritesFile(serviceUrl: string, apiKey: string): Promise<unknown> {
  const found = new Map<number, unknown>();
  for (const query of ['allah', 'prophet', 'said', 'messenger']) {
    for (let page = 1; found.size < COUNT; page++) {
      const url = `${serviceUrl}/v1/hadiths/search?q=${query}&language=en&page=${page}&limit=100`;
      const response = await fetch(url, { headers: { Authorization: `Bearer ${apiKey}` } });
      const { hadiths } = parseSearchPage(await response.json(), 'en');
      if (hadiths.length === 0) break;
      for (const hadith of hadiths) found.set(hadith.id, { ...hadith, savedAt: found.size + 1 });
    }
    if (found.size >= COUNT) break;
  }
  const favourites = [...found.values()].slice(0, COUNT);
  return { format: FAVOURITES_FORMAT, version: 1, exportedAt: '2026-12-07', favourites };
}

test.use({ serverOptions: { rate: { limit: 10_000, windowSeconds: 60 } } });

test('an import says how far it has got, can be cancelled with nothing kept, and ends saying what it did', async ({
  page,
  server,
  apiKey,
  extensionId,
  configure,
}, testInfo) => {
  test.slow();
  await configure();
  const path = testInfo.outputPath('favourites.json');
  await writeFile(path, JSON.stringify(await favouritesFile(server.url, apiKey)));
  const options = new OptionsPage(page, extensionId);
  await options.goto();
  const importer = page.getByLabel('Import favourites');
  const message = page.locator('#data-message');
  const progress = page.getByRole('progressbar');
  const favourites = page.locator('[data-count="favourites"]');
  await expect(favourites).toHaveText('0');

  // Cancelled once it has begun: nothing of the file is kept.
  await importer.setInputFiles(path);
  await expect(page.getByText(/^Importing: [\d,]+ of 3,000 favourites$/)).toBeVisible();
  await expect(progress).toHaveAttribute('max', String(COUNT));
  await page.getByRole('button', { name: 'Cancel import' }).click();
  await expect(message).toHaveText('Import cancelled: nothing was imported.');
  await expect(progress).toBeHidden();
  await expect(favourites).toHaveText('0');

  // Let run: the bar fills, then the section says what it did.
  await importer.setInputFiles(path);
  await expect(progress).toBeVisible();
  await expect(message).toHaveText('Imported 3,000 favourites.', { timeout: 30_000 });
  await expect(progress).toBeHidden();
  await expect(favourites).toHaveText('3,000');
});
