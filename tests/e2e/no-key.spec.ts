import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

test('a fresh profile’s new tab asks for a key and links to the options', async ({ page }) => {
  const newTab = new NewTabPage(page);
  await newTab.goto();

  await expect(
    page.getByText('Add your API key in the options to get hadiths from the service.'),
  ).toBeVisible();
  await expect(newTab.openOptions()).toBeVisible();
  await expect(newTab.arabic()).toHaveCount(0);
});
