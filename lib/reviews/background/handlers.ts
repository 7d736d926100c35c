import { HadithError } from '../../hadith-error';
import { validateHadith, validateIds } from '../../hadith/validate';
import type { Hadith } from '../../hadith/hadith';
import type { Handlers } from '../../messaging/handlers';
import { RATINGS, type ReviewRating, type ReviewsPlan } from '../card';
import type { ReviewStore } from './store';
import type { ReviewsMessages } from '../messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

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

/** What Learn needs of the favourites (their store, lib/favourites/background/store.ts): a star. */
export interface StarSetter {
  set(hadith: Hadith, favourite: boolean, now: number): Promise<boolean>;
}

export interface ReviewsDeps {
  store: ReviewStore;
  favourites: StarSetter;
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
      return store.learn(validateIds(data), Date.now());
    },
    async learnHadith({ data }) {
      const at = time(data?.at);
      await favourites.set(validateHadith(data?.hadith), true, at);
      await store.learn([data.hadith.id], at);
    },
    async stopLearning({ data }) {
      await store.stop(validateIds(data));
    },
    async learningAmong({ data }) {
      return store.learning(validateIds(data));
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
