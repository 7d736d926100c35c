import { readFile, writeFile } from 'node:fs/promises';
import { askBackground, favouritesOf } from './background-messages';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';
import { OptionsPage } from './pages/options-page';

test('export, clear cache and import round-trip the favourites; a bad file changes nothing', async ({
  page,
  context,
  server,
  extensionId,
  configure,
}, testInfo) => {
  await configure();
  await expect.poll(() => server.stats.byPath['/v1/hadiths/random'] ?? 0).toBeGreaterThan(0);
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();
  for (let starred = 0; starred < 2; starred++) {
    await newTab.favourite().click();
    await expect(newTab.favourite()).toHaveAttribute('aria-pressed', 'true');
    await newTab.goto();
  }
  const starred = await favouritesOf(page);
  expect(starred.length).toBeGreaterThanOrEqual(1);

  const optionsTab = await context.newPage();
  const options = new OptionsPage(optionsTab, extensionId);
  await options.goto();
  const count = (name: string) => optionsTab.locator(`[data-count="${name}"]`);
  await expect(count('favourites')).toHaveText(String(starred.length));
  await expect(count('hadiths')).not.toHaveText('0');
  await expect(count('bytes')).toHaveText(/^\d+(\.\d)? [KM]B$/);

  const download = optionsTab.waitForEvent('download');
  await optionsTab.getByRole('button', { name: 'Export favourites' }).click();
  const exported = testInfo.outputPath('favourites.json');
  await (await download).saveAs(exported);
  await expect(optionsTab.locator('#data-message')).toHaveText(/^Exported \d+ favourites?\.$/);

  await optionsTab.getByRole('button', { name: 'Clear cache' }).click();
  await expect(optionsTab.locator('#data-message')).toHaveText(
    'The cache is cleared. Your favourites are kept.',
  );
  await expect(count('favourites')).toHaveText(String(starred.length));

  // Lose the favourites, as on another browser, then bring them back from the file.
  for (const hadith of starred) {
    await askBackground(optionsTab, 'setFavourite', { hadith, favourite: false });
  }
  // A file with no good entry changes nothing.
  const broken = testInfo.outputPath('broken.json');
  const file = JSON.parse(await readFile(exported, 'utf8')) as { favourites: { id: unknown }[] };
  for (const entry of file.favourites) entry.id = 'not a number';
  await writeFile(broken, JSON.stringify(file));
  const importer = optionsTab.getByLabel('Import favourites');
  await importer.setInputFiles(broken);
  await expect(optionsTab.locator('#data-message')).toHaveText(
    /^The favourites file is damaged \(at favourites\.0\.id: .*\)\. Nothing was imported\.$/,
  );
  expect(await favouritesOf(optionsTab)).toEqual([]);

  // A damaged entry among good ones is left out and counted; the good ones come in.
  const mended = JSON.parse(await readFile(exported, 'utf8')) as {
    favourites: Record<string, unknown>[];
  };
  mended.favourites.push({ ...mended.favourites[0], id: 'not a number' });
  const partly = testInfo.outputPath('partly.json');
  await writeFile(partly, JSON.stringify(mended));
  await importer.setInputFiles(partly);
  const good = starred.length === 1 ? '1 favourite' : `${starred.length} favourites`;
  const refusedAt = `favourites.${starred.length}.id`;
  await expect(optionsTab.locator('#data-message')).toHaveText(
    new RegExp(`^Imported ${good}\\. 1 damaged entry was left out \\(at ${refusedAt}: .*\\)\\.$`),
  );
  expect(await favouritesOf(optionsTab)).toEqual(starred);
  for (const hadith of starred) {
    await askBackground(optionsTab, 'setFavourite', { hadith, favourite: false });
  }

  await importer.setInputFiles(exported);
  const added = starred.length === 1 ? '1 favourite' : `${starred.length} favourites`;
  await expect(optionsTab.locator('#data-message')).toHaveText(`Imported ${added}.`);
  expect(await favouritesOf(optionsTab)).toEqual(starred);
  await expect(count('favourites')).toHaveText(String(starred.length));

  // Importing again adds nothing twice.
  await importer.setInputFiles(exported);
  await expect(optionsTab.locator('#data-message')).toHaveText(
    `Imported 0 favourites (${starred.length} already there).`,
  );
});
