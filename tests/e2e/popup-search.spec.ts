import { expect, searchRequests, test } from './fixtures';
import { PopupPage } from './pages/popup-page';

test('search pages forward and back, the page seen before coming from the cache', async ({
  page,
  server,
  extensionId,
  configure,
}) => {
  await configure();
  const popup = new PopupPage(page, extensionId);
  await popup.goto();

  await popup.search('intentions');
  await expect(popup.pageStatus()).toHaveText(/^Page 1 of \d+ · [\d,]+ results$/);
  const { totalPages, total } = await popup.pageFigures();
  expect(totalPages).toBeGreaterThan(1);
  const firstPage = await popup.references();
  expect(firstPage.length).toBeGreaterThan(0);

  await popup.next();
  await expect(popup.pageStatus()).toHaveText(`Page 2 of ${totalPages} · ${total} results`);
  const secondPage = await popup.references();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((reference) => firstPage.includes(reference))).toEqual([]);
  const requestsBeforePrev = searchRequests(server);

  await popup.prev();
  await expect(popup.pageStatus()).toHaveText(`Page 1 of ${totalPages} · ${total} results`);
  expect(await popup.references()).toEqual(firstPage);
  expect(searchRequests(server)).toBe(requestsBeforePrev);
});
