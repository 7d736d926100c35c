import type { Hadith } from '../hadith/hadith';
import type { ReviewOverview, ReviewRating, ReviewsPlan } from './card';

/** What the new tab, the favourites page and the review page ask of the reviews. */
export interface ReviewsMessages {
  /** Starts learning these favourites; answers how many started (the others were learnt already). */
  learnFavourites(request: { ids: number[] }): number;
  /** Stars a hadith if it is not yet a favourite, and starts learning it. */
  learnHadith(request: { hadith: Hadith; at: number }): void;
  stopLearning(request: { ids: number[] }): void;
  /** Which of `ids` are learnt. */
  learningAmong(request: { ids: number[] }): number[];
  /** Starts a card again from new, as if just learnt. */
  resetReview(request: { id: number; at: number }): void;
  /** Keeps an answer given at the page's `at`, on its local `day`; answers the next plan. */
  answerReview(request: { id: number; rating: ReviewRating; at: number; day: string }): ReviewsPlan;
  /** The review page: counts, forecast, streak and cards, as of the page's `now` and `today`. */
  reviewOverview(request: { now: number; today: string }): ReviewOverview;
}
