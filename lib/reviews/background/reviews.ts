import type { HadithDatabase } from '../../storage/db';
import * as settings from '../../storage/settings';
import type { ReviewsPlan } from '../card';
import { clampRetention } from './scheduler';
import { createReviewStore, type ReviewStore } from './store';

/** Cards a new tab's plan carries: enough for a few tabs opened before the background answers. */
export const NEXT_REVIEWS = 5;
/** The most review tabs a day a user may ask for. */
export const MAX_PER_DAY = 200;

export async function preferences(): Promise<Required<settings.ReviewPreferences>> {
  const stored = await settings.reviewPreferences.getValue();
  const fallback = settings.DEFAULT_REVIEW_PREFERENCES;
  const perDay = Number.isInteger(stored?.perDay) ? stored.perDay : fallback.perDay;
  return {
    retention: clampRetention(Number(stored?.retention)),
    perDay: Math.min(MAX_PER_DAY, Math.max(0, perDay)),
    hidden:
      stored?.hidden === 'translation' || stored?.hidden === 'arabic'
        ? stored.hidden
        : fallback.hidden,
    badge: stored?.badge ?? fallback.badge,
  };
}

/** The reviews' background: the store on the user's retention, and the plan new tabs are handed. */
export function startReviews(db: HadithDatabase): {
  store: ReviewStore;
  plan: (now: number) => Promise<ReviewsPlan>;
} {
  const store = createReviewStore(db, async () => (await preferences()).retention);
  return {
    store,
    async plan(now) {
      const { perDay, hidden } = await preferences();
      return { next: perDay === 0 ? [] : await store.next(NEXT_REVIEWS, now), perDay, hidden };
    },
  };
}
