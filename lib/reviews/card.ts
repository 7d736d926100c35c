import type { Hadith } from '../hadith/hadith';

/**
 * What the reviews' two halves agree on: a learnt hadith's state, the due cards a
 * new tab is handed, and the review page's overview. Times are epoch ms.
 */

/** Again, Hard, Good, Easy: FSRS's grades, as the keys 1 to 4 give them. */
export const RATINGS = [1, 2, 3, 4] as const;
export type ReviewRating = (typeof RATINGS)[number];

/** A card's FSRS stage: new, learning, review (known) or relearning (forgotten). */
export type ReviewStage = 'new' | 'learning' | 'review' | 'relearning';

/** The FSRS card of a learnt hadith, as stored (ts-fsrs's Card with dates as numbers). */
export interface ReviewCardState {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs's State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: 0 | 1 | 2 | 3;
  last_review: number | null;
}

/** The version of a review record this extension writes; a later one is left alone. */
export const REVIEW_VERSION = 1;

/** One learnt hadith: its favourite's id, its card, and since when it is learnt. */
export interface ReviewRecord {
  id: number;
  v: typeof REVIEW_VERSION;
  card: ReviewCardState;
  since: number;
}

/** A card a new tab may show: the hadith from the favourites, when it is due, what each answer gives. */
export interface DueReview {
  hadith: Hadith;
  due: number;
  /** The next interval, in ms, after Again, Hard, Good and Easy, answered now. */
  intervals: [number, number, number, number];
}

/** What is hidden until "Show": the Arabic, or the translation. */
export type HiddenPart = 'arabic' | 'translation';

/** The reviews a new tab's plan carries: the next cards by due time, and the user's choices. */
export interface ReviewsPlan {
  /** The cards due soonest (due now or later), at most a few. */
  next: DueReview[];
  /** At most this many review tabs a day. */
  perDay: number;
  hidden: HiddenPart;
}

/** One learnt hadith on the review page. */
export interface ReviewItem {
  hadith: Hadith;
  stage: ReviewStage;
  due: number;
  reps: number;
  lapses: number;
}

/** The review page: counts, the next 30 days, the streak, and the cards. */
export interface ReviewOverview {
  /** Due by the end of today (overdue ones included). */
  dueToday: number;
  /** New, learning or relearning, not due today. */
  learning: number;
  /** In review, not due today. */
  known: number;
  /** Cards due on each of the next 30 local days, today first (overdue counted today). */
  forecast: number[];
  /** Days in a row, up to today or yesterday, with at least one answer. */
  streak: number;
  /** Answers given today. */
  answeredToday: number;
  /** Every learnt hadith whose favourite is held, due soonest first. */
  items: ReviewItem[];
  /** Records that could not be read (damaged, or from a later version), left as they are. */
  skipped: number;
}
