import type { Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { PopupPage } from './pages/popup-page';
import { ReaderPage } from './pages/reader-page';

/** Counts, in the background, the messages pages send it, by type. */
async function countMessages(
  serviceWorker: Worker,
): Promise<() => Promise<Record<string, number>>> {
  await serviceWorker.evaluate(() => {
    const counts: Record<string, number> = {};
    (globalThis as unknown as { messageCounts: Record<string, number> }).messageCounts = counts;
    chrome.runtime.onMessage.addListener((message: { type?: string }) => {
      if (typeof message?.type === 'string') counts[message.type] = (counts[message.type] ?? 0) + 1;
      return undefined;
    });
  });
  return () =>
    serviceWorker.evaluate(() => ({
      ...(globalThis as unknown as { messageCounts: Record<string, number> }).messageCounts,
    }));
}

test('a page asks the background whether its hadiths are starred, and learnt, once for all the cards it draws at a time', async ({
  page,
  serviceWorker,
  extensionId,
  configure,
}) => {
  await configure();
  const counts = await countMessages(serviceWorker);
  const popup = new PopupPage(page, extensionId);
  await popup.goto();
  await popup.search('patience');
  await expect(page.getByRole('button', { name: '☆ Favourite', disabled: false })).toHaveCount(20);
  expect(await counts()).toMatchObject({ favouritesAmong: 1 });

  // The reader's hundred cards carry Learn too. It draws its first screen, then the rest a
  // frame later: one ask of each for each of those two turns, never one per card.
  const reader = new ReaderPage(page, extensionId);
  await reader.goto('?c=bukhari&b=56&p=1');
  await expect(page.getByRole('button', { name: '☆ Favourite', disabled: false })).toHaveCount(100);
  await expect(page.getByRole('button', { name: /Learn/ })).toHaveCount(100);
  const after = await counts();
  expect(after.favouritesAmong).toBe(3);
  expect(after.learningAmong).toBe(2);
});
