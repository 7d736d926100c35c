import { localServiceSettings } from '../../scripts/launch-extension';
import { expect, test } from './fixtures';

// Firefox sizes an extension's popup panel from its page, where Chromium's
// tests open popup.html as a tab: the panel itself is measured here.
test('the toolbar button opens the popup as a panel 420 px wide', async ({ firefox, server }) => {
  await firefox.configure(localServiceSettings(server.url));
  const panel = await firefox.openToolbarPopup();
  expect(panel.width).toBe(420);
  // Tall enough for the search form and a result, within Firefox's 600 px cap.
  expect(panel.height).toBeGreaterThanOrEqual(400);
  expect(panel.height).toBeLessThanOrEqual(600);
  expect(await firefox.errors()).toEqual([]);
});
