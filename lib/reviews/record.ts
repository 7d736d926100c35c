import * as v from 'valibot';
import { REVIEW_VERSION, type ReviewCardState, type ReviewRecord } from './card';

/**
 * A review record checked as it is read, from the database or an import file:
 * damaged, or written by a later version, it is not one this version can use.
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const time = v.pipe(v.number(), v.finite());
const real = v.pipe(v.number(), v.finite(), v.minValue(0));

const cardSchema = v.object({
  due: time,
  stability: real,
  difficulty: real,
  elapsed_days: real,
  scheduled_days: real,
  learning_steps: count,
  reps: count,
  lapses: count,
  state: v.picklist([0, 1, 2, 3]),
  last_review: v.nullable(time),
});

const recordSchema = v.object({
  id: count,
  v: v.literal(REVIEW_VERSION),
  card: cardSchema,
  since: time,
});

/** The record, or null when it is not one this version wrote. */
export function readReviewRecord(value: unknown): ReviewRecord | null {
  const parsed = v.safeParse(recordSchema, value);
  if (!parsed.success) return null;
  const { id, card, since } = parsed.output;
  return { id, v: REVIEW_VERSION, card: card satisfies ReviewCardState, since };
}

/** A learnt hadith's record, as stored: its card's due time beside it, for the index. */
export function reviewRow(record: ReviewRecord): ReviewRecord & { due: number } {
  return { ...record, due: record.card.due };
}
