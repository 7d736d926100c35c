import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../../server/app';

/** What the explanation specs share: an explanation to serve, and where to find a hadith's id. */

/** Plainly a test's text, in production's shape: no language model wrote it. */
export function testExplanation(hadithId: number, languageCode = 'en') {
  return {
    hadithId,
    languageCode,
    content: {
      short_meaning: `Test short meaning of hadith ${hadithId}.`,
      social_summary: 'Test summary.',
      long_meaning: 'Test long meaning, first paragraph.\n\nTest long meaning, second paragraph.',
      context: 'Test context and terms.',
      legal_note: 'Test legal note, with <b>markup</b> shown as text.',
      benefit: 'Test benefit.',
      certainty_level: 'medium',
      notes: 'Test notes.',
    },
    provider: 'openai',
    model: 'gpt-test',
    isApproved: false,
  };
}

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
