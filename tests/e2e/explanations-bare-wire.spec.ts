import { explainRequests, panel } from './explanations';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

/**
 * On a service that follows the published contract literally (the bare
 * wire), which has neither explanations nor search by meaning: each control
 * goes after one request, remembered. Run on the bare project only.
 */

test('Explain goes after one 404, and Meaning falls back to the words', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure({ explanationCostSaid: true });
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('patience');
  await expect(popup.results().first()).toBeVisible();
  await popup.results().first().getByRole('button', { name: 'Explain' }).click();
  await expect(panel(page)).toContainText('This service offers no explanations.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Explain' })).toHaveCount(0);
  expect(explainRequests(server)).toHaveLength(1);

  // Clicked, not checked: the switch goes as soon as the answer says the service has none.
  await page.getByRole('radio', { name: 'Meaning' }).click();
  await expect(
    page.getByText(
      'This service cannot search by meaning: these are the texts that match the words.',
    ),
  ).toBeVisible();
  await expect(popup.results().first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Meaning' })).toHaveCount(0);
  // Shown as what it is, a search by words: paged, and not said to be by meaning.
  await expect(popup.pageStatus()).toBeVisible();
  await expect(page.getByText('By meaning: the hadiths nearest')).toHaveCount(0);
  expect(server.stats.byPath['/v1/hadiths/semantic-search']).toBe(1);
  await expect(popup.alert()).toHaveCount(0);
});
