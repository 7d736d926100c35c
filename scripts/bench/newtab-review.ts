import type { Page } from '@playwright/test';
import { letAppTakeOver } from './app-settle';
import { NEW_TAB, open, openCopy, writeStaticCopy, type Warm } from './newtab-open';
import { keepRounds } from './output';
import { alternate, ratios, type Rounds } from './rounds';
import type { BenchResult } from './run';
import { TALLY_KEY } from '../../lib/reviews/page/tab-memory';
import { localDay } from '../../lib/locale/local-day';
import { askBackground } from '../ask-background';

/**
 * `newtab.ratio_review`: a new tab showing a review of a learnt favourite
 * (lib/reviews/), against the static copy of that tab. Five hadiths are learnt
 * and the day's limit raised, and the tally that keeps two reviews from
 * following each other is cleared after each tab, so every tab timed reviews.
 */

const REVIEW_ROUNDS: Rounds = { counted: 60, warmUp: 2 };
const LEARNT = 5;

/** Learns the next hadiths the plan holds, and lets every new tab review. */
async function learnSome(page: Page): Promise<void> {
  const today = localDay(Date.now());
  const plan = await askBackground(page, 'newTabShown', { shown: null, dailyFor: null, today });
  for (const { hadith } of plan.upcoming.slice(0, LEARNT)) {
    await askBackground(page, 'learnHadith', { hadith, at: Date.now() });
  }
  await page.evaluate(() =>
    chrome.storage.local.set({
      reviewPreferences: { retention: 0.9, perDay: 200, hidden: 'arabic' },
    }),
  );
}

function forgetTally(page: Page): Promise<void> {
  return page.evaluate((key) => localStorage.removeItem(key), TALLY_KEY);
}

export async function measureReview({ extension }: Warm): Promise<BenchResult> {
  const setup = await open(extension.context, NEW_TAB);
  await learnSome(setup.page);
  await setup.page.close();
  // A tab that tells the background, and keeps the plan with the learnt cards.
  const keeper = await open(extension.context, NEW_TAB);
  await letAppTakeOver(keeper.page);
  await forgetTally(keeper.page);
  await keeper.page.close();

  const [page, plain] = await alternate(
    REVIEW_ROUNDS,
    async () => {
      const tab = await open(extension.context, NEW_TAB, { copy: true });
      if ((await tab.page.locator('.review-kicker').count()) === 0) {
        throw new Error('The new tab showed no review: the benchmark would time another page.');
      }
      writeStaticCopy(tab.opening.copy);
      await letAppTakeOver(tab.page);
      await forgetTally(tab.page);
      await tab.page.close();
      return tab.opening.paintMs;
    },
    async () => {
      const copy = await openCopy(extension.context);
      await copy.page.close();
      return copy.opening.paintMs;
    },
  );
  keepRounds('newtab-review', page, plain);
  return ratios('newtab', page, plain, 'ratio_review');
}
