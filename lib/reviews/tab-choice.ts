import type { DueReview, ReviewsPlan } from './card';

/**
 * Whether a new tab reviews a learnt favourite, decided synchronously from the
 * stored plan so the review is the tab's first paint. Pure: the page keeps the
 * tally and the answers (./page/tab-memory.ts).
 */

/** The review tabs of the day so far, and whether the last new tab was one. */
export interface ReviewTally {
  day: string;
  shown: number;
  lastWasReview: boolean;
}

/**
 * The card this tab reviews, or null: the first card due by `now` and not
 * answered since it fell due (`answered`: when each card was last answered),
 * unless the day's limit is reached or the tab before was a review. `asked`
 * (the user pressed "Review the next one") sets both rules aside.
 */
export function chooseReview(
  plan: ReviewsPlan | undefined,
  tally: ReviewTally,
  now: number,
  answered: ReadonlyMap<number, number>,
  asked = false,
): DueReview | null {
  if (plan === undefined) return null;
  if (!asked && (tally.lastWasReview || tally.shown >= plan.perDay)) return null;
  const due = (card: DueReview) =>
    card.due <= now && (answered.get(card.hadith.id) ?? -Infinity) < card.due;
  return plan.next.find(due) ?? null;
}

/** The tally after a tab on `today` that reviewed, or not. */
export function countTab(tally: ReviewTally, today: string, reviewed: boolean): ReviewTally {
  const shown = tally.day === today ? tally.shown : 0;
  return { day: today, shown: shown + (reviewed ? 1 : 0), lastWasReview: reviewed };
}
