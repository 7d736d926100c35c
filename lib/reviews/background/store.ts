import type { HadithDatabase, StoredFavourite } from '../../storage/db';
import { hadithFields } from '../../hadith/fields';
import { localDay, nextLocalMidnight } from '../../locale/local-day';
import {
  REVIEW_VERSION,
  type DueReview,
  type ReviewOverview,
  type ReviewRating,
  type ReviewRecord,
  type ReviewStage,
} from '../card';
import { readReviewRecord, reviewRow } from '../record';
import { answer, intervalsFor, newCard } from './scheduler';

/**
 * Learnt favourites and their answers, in Dexie's `reviews` and `reviewAnswers`.
 * A record whose favourite is gone is kept, unused, so a star put back (Undo)
 * finds its card; one that cannot be read is left as it is and counted.
 */

/** Forecast days on the review page. */
export const FORECAST_DAYS = 30;

const STAGES: ReviewStage[] = ['new', 'learning', 'review', 'relearning'];

export interface ReviewStore {
  /** Starts learning the favourites among `ids` not learnt yet; answers how many started. */
  learn(ids: number[], now: number): Promise<number>;
  /** Stops learning `ids`: their cards and state are dropped. */
  stop(ids: number[]): Promise<void>;
  /** Which of `ids` are learnt. */
  learning(ids: number[]): Promise<number[]>;
  /** Starts a card again from new. */
  reset(id: number, now: number): Promise<void>;
  /** Keeps an answer; false when the hadith is not learnt (stopped meanwhile). */
  answer(id: number, rating: ReviewRating, now: number, day: string): Promise<boolean>;
  /** The `limit` learnt favourites due soonest, whether due yet or not. */
  next(limit: number, now: number): Promise<DueReview[]>;
  overview(now: number, today: string): Promise<ReviewOverview>;
  /** How many learnt favourites fall due before `until` (epoch ms), due ones included; how many are learnt. */
  dueBefore(until: number): Promise<{ due: number; learnt: number }>;
}

/** The day before `day` (`YYYY-MM-DD`), in the same form. */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return localDay(new Date(year, month - 1, date - 1).getTime());
}

/** Days in a row with an answer, ending today, or yesterday when today has none yet. */
function streakOf(days: Set<string>, today: string): number {
  let day = days.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = dayBefore(day);
  }
  return streak;
}

export function createReviewStore(
  db: HadithDatabase,
  retention: () => Promise<number>,
): ReviewStore {
  /** The readable records among `rows`, and how many were not. */
  function readable(rows: unknown[]): { records: ReviewRecord[]; skipped: number } {
    const records = rows.flatMap((row) => readReviewRecord(row) ?? []);
    return { records, skipped: rows.length - records.length };
  }

  async function withFavourites(records: ReviewRecord[]) {
    const favourites = await db.favourites.bulkGet(records.map((record) => record.id));
    return records.flatMap((record, index) => {
      const favourite: StoredFavourite | undefined = favourites[index];
      return favourite === undefined ? [] : [{ record, hadith: hadithFields(favourite) }];
    });
  }

  return {
    async learn(ids, now) {
      return db.transaction('rw', db.reviews, db.favourites, async () => {
        const [known, favourites] = await Promise.all([
          db.reviews.bulkGet(ids),
          db.favourites.bulkGet(ids),
        ]);
        const fresh = ids.filter(
          (id, index) => known[index] === undefined && favourites[index] !== undefined,
        );
        const records = [...new Set(fresh)].map((id) =>
          reviewRow({ id, v: REVIEW_VERSION, card: newCard(now), since: now }),
        );
        await db.reviews.bulkPut(records);
        return records.length;
      });
    },

    async stop(ids) {
      await db.reviews.bulkDelete(ids);
    },

    async learning(ids) {
      const rows = await db.reviews.bulkGet(ids);
      return rows.flatMap((row) => (row === undefined ? [] : [row.id]));
    },

    async reset(id, now) {
      await db.transaction('rw', db.reviews, async () => {
        const record = readReviewRecord(await db.reviews.get(id));
        const since = record?.since ?? now;
        await db.reviews.put(reviewRow({ id, v: REVIEW_VERSION, card: newCard(now), since }));
      });
    },

    async answer(id, rating, now, day) {
      const desired = await retention();
      return db.transaction('rw', db.reviews, db.reviewAnswers, async () => {
        const record = readReviewRecord(await db.reviews.get(id));
        if (record === null) return false;
        const card = answer(record.card, rating, now, desired);
        await db.reviews.put(reviewRow({ ...record, card }));
        await db.reviewAnswers.add({ id, rating, at: now, day });
        return true;
      });
    },

    async next(limit, now) {
      const desired = await retention();
      // A few more than asked: some may be unreadable, or their favourite gone.
      const rows = await db.reviews
        .orderBy('due')
        .limit(limit * 2 + 10)
        .toArray();
      const held = await withFavourites(readable(rows).records);
      return held.slice(0, limit).map(({ record, hadith }) => ({
        hadith,
        due: record.card.due,
        intervals: intervalsFor(record.card, Math.max(now, record.card.due), desired),
      }));
    },

    async dueBefore(until) {
      const rows = await db.reviews.where('due').below(until).toArray();
      const due = (await withFavourites(readable(rows).records)).length;
      return { due, learnt: await db.reviews.count() };
    },

    async overview(now, today) {
      const [rows, answeredDays, answeredToday] = await Promise.all([
        db.reviews.orderBy('due').toArray(),
        db.reviewAnswers.orderBy('day').uniqueKeys(),
        db.reviewAnswers.where('day').equals(today).count(),
      ]);
      const { records, skipped } = readable(rows);
      const held = await withFavourites(records);
      const midnights: number[] = [];
      for (let edge = now; midnights.length < FORECAST_DAYS;) {
        edge = nextLocalMidnight(edge);
        midnights.push(edge);
      }
      const forecast = midnights.map(() => 0);
      let dueToday = 0;
      let learning = 0;
      let known = 0;
      for (const { record } of held) {
        const { due, state } = record.card;
        const day = midnights.findIndex((midnight) => due < midnight);
        if (day >= 0) forecast[day]! += 1;
        if (day === 0) dueToday += 1;
        // Counted by stage, as the list names them: a card due today is still learning or known.
        if (state === 2) known += 1;
        else learning += 1;
      }
      return {
        dueToday,
        learning,
        known,
        forecast,
        streak: streakOf(new Set(answeredDays.map(String)), today),
        answeredToday,
        items: held.map(({ record, hadith }) => ({
          hadith,
          stage: STAGES[record.card.state]!,
          due: record.card.due,
          reps: record.card.reps,
          lapses: record.card.lapses,
        })),
        skipped,
      };
    },
  };
}
