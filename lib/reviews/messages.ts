import { HadithError } from '../hadith-error';
import type { Hadith } from '../hadith/hadith';
import { validateHadith } from '../hadith/validate';
import type { Handlers } from '../messaging/handlers';
import type { Favourites } from '../favourites/background/store';
import { RATINGS, type ReviewOverview, type ReviewRating, type ReviewsPlan } from './card';
import type { ReviewStore } from './background/store';

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

/** The most ids one message may name: a favourites page's worth many times over. */
const MAX_IDS = 50_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function ids(value: unknown): number[] {
  const list = (value as { ids?: unknown } | null)?.ids;
  if (!Array.isArray(list) || list.length > MAX_IDS || !list.every(Number.isSafeInteger)) {
    throw new HadithError('bad-request', 'A list of hadith ids is needed.');
  }
  return list as number[];
}

/** The page's clock: a time any browser could show (1970 to 2200), else a bad request. */
function time(value: unknown): number {
  const at = Number(value);
  if (!Number.isFinite(at) || at < 0 || at > Date.UTC(2200, 0, 1)) {
    throw new HadithError('bad-request', 'That is not a time.');
  }
  return at;
}

function day(value: unknown): string {
  if (typeof value !== 'string' || !DAY.test(value)) {
    throw new HadithError('bad-request', 'That is not a day.');
  }
  return value;
}

function rating(value: unknown): ReviewRating {
  const found = RATINGS.find((known) => known === value);
  if (found === undefined) throw new HadithError('bad-request', 'An answer is 1, 2, 3 or 4.');
  return found;
}

export interface ReviewsDeps {
  store: ReviewStore;
  favourites: Favourites;
  /** The plan a new tab is handed: the next cards and the user's choices. */
  plan: (now: number) => Promise<ReviewsPlan>;
}

export function createReviewsHandlers({
  store,
  favourites,
  plan,
}: ReviewsDeps): Handlers<ReviewsMessages> {
  return {
    async learnFavourites({ data }) {
      return store.learn(ids(data), Date.now());
    },
    async learnHadith({ data }) {
      const at = time(data?.at);
      await favourites.set(validateHadith(data?.hadith), true, at);
      await store.learn([data.hadith.id], at);
    },
    async stopLearning({ data }) {
      await store.stop(ids(data));
    },
    async learningAmong({ data }) {
      return store.learning(ids(data));
    },
    async resetReview({ data }) {
      await store.reset(Number(data?.id), time(data?.at));
    },
    async answerReview({ data }) {
      const at = time(data?.at);
      await store.answer(Number(data?.id), rating(data?.rating), at, day(data?.day));
      return plan(at);
    },
    async reviewOverview({ data }) {
      return store.overview(time(data?.now), day(data?.today));
    },
  };
}
