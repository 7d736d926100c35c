import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../../server/app';

/** What the explanation specs share: where to find a hadith's id, and what was asked. */

export { testExplanation } from '../flows/explanations';

/** The service's number of the hadith a card shows, read from its text's id (`hadith-7-text`). */
export async function shownId(text: Locator): Promise<number> {
  const id = await text.getAttribute('id');
  const match = /-(\d+)-text$/.exec(id ?? '');
  if (match === null) throw new Error(`no hadith id in "${id}"`);
  return Number(match[1]);
}

/** Requests the service received for explanations. */
export function explainRequests(server: RunningServer): string[] {
  return server.stats.received
    .map(({ url }) => url)
    .filter((url) => /\/explain(\?|-stream|\/report)/.test(url));
}

export function panel(page: Page): Locator {
  return page.getByRole('dialog');
}
