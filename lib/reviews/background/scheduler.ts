import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import { RATINGS, type ReviewCardState, type ReviewRating } from '../card';

/**
 * FSRS, through ts-fsrs: the card a learnt hadith starts with, the card an
 * answer leaves, and the interval each answer would give. Nothing here is
 * written by hand but the conversion of dates to the numbers Dexie keeps.
 */

/** The retention a user may ask for: below 0.7 reviews come too late to help, above 0.97 too often. */
export const RETENTION_RANGE = { min: 0.7, max: 0.97, fallback: 0.9 } as const;

export function clampRetention(value: number): number {
  if (!Number.isFinite(value)) return RETENTION_RANGE.fallback;
  return Math.min(RETENTION_RANGE.max, Math.max(RETENTION_RANGE.min, value));
}

function scheduler(retention: number) {
  return fsrs(generatorParameters({ request_retention: clampRetention(retention) }));
}

function toStored(card: Card): ReviewCardState {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state as ReviewCardState['state'],
    last_review: card.last_review?.getTime() ?? null,
  };
}

function fromStored(card: ReviewCardState): Card {
  return {
    ...card,
    due: new Date(card.due),
    last_review: card.last_review === null ? undefined : new Date(card.last_review),
  };
}

/** A clock behind the card's last answer (moved back, or another machine's) counts as that answer's time. */
function answerTime(card: ReviewCardState, now: number): Date {
  return new Date(Math.max(now, card.last_review ?? 0));
}

/** A new card, due at once. */
export function newCard(now: number): ReviewCardState {
  return toStored(createEmptyCard(new Date(now)));
}

/** The card after `rating`, answered at `now`. */
export function answer(
  card: ReviewCardState,
  rating: ReviewRating,
  now: number,
  retention: number,
): ReviewCardState {
  const at = answerTime(card, now);
  return toStored(scheduler(retention).next(fromStored(card), at, rating as Grade).card);
}

/** The interval, in ms, each of Again, Hard, Good and Easy would give if answered at `now`. */
export function intervalsFor(
  card: ReviewCardState,
  now: number,
  retention: number,
): [number, number, number, number] {
  const at = answerTime(card, now);
  const preview = scheduler(retention).repeat(fromStored(card), at);
  const [again, hard, good, easy] = RATINGS.map(
    (rating) => preview[rating as Grade].card.due.getTime() - at.getTime(),
  ) as [number, number, number, number];
  return [again, hard, good, easy];
}
