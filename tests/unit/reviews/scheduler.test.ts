import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answer, intervalsFor, newCard } from '@/lib/reviews/background/scheduler';
import { RATINGS, type ReviewCardState, type ReviewRating } from '@/lib/reviews/card';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const START = Date.UTC(2030, 0, 1, 9);

/** Answers `card` with `rating` at its due time (or `at` when later), as a user would. */
function answerWhenDue(card: ReviewCardState, rating: ReviewRating, retention = 0.9) {
  const at = Math.max(card.due, card.last_review ?? 0);
  return { at, card: answer(card, rating, at, retention) };
}

describe('FSRS scheduling through ts-fsrs', () => {
  it('a new card is due at once', () => {
    expect(newCard(START)).toMatchObject({ due: START, reps: 0, state: 0, last_review: null });
  });

  it('over months of Good the intervals grow; Again brings the card back within the hour', () => {
    let card = newCard(START);
    const intervals: number[] = [];
    for (let review = 0; review < 12; review++) {
      const { at, card: next } = answerWhenDue(card, 3);
      intervals.push(next.due - at);
      card = next;
    }
    // After the learning steps, each interval is longer than the one before.
    const reviewed = intervals.slice(2);
    for (let i = 1; i < reviewed.length; i++) expect(reviewed[i]).toBeGreaterThan(reviewed[i - 1]!);
    expect(card.due - START).toBeGreaterThan(180 * DAY);
    expect(card.state).toBe(2);

    const { at, card: forgotten } = answerWhenDue(card, 1);
    expect(forgotten.due - at).toBeLessThanOrEqual(60 * MINUTE);
    expect(forgotten.lapses).toBe(1);
    expect(forgotten.state).toBe(3);
  });

  it('the intervals shown on the buttons are those the answers give', () => {
    let card = newCard(START);
    for (let review = 0; review < 4; review++) card = answerWhenDue(card, 3).card;
    const now = card.due + DAY;
    const shown = intervalsFor(card, now, 0.9);
    RATINGS.forEach((rating, index) => {
      expect(answer(card, rating, now, 0.9).due - now).toBe(shown[index]);
    });
    // Easier answers never come back sooner.
    for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeGreaterThanOrEqual(shown[i - 1]!);
  });

  it('a higher retention brings cards back sooner', () => {
    let card = newCard(START);
    for (let review = 0; review < 5; review++) card = answerWhenDue(card, 3).card;
    const at = card.due;
    expect(answer(card, 3, at, 0.97).due).toBeLessThan(answer(card, 3, at, 0.8).due);
  });

  it('an answered card is never due again the same minute unless Again, whatever the history', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            rating: fc.constantFrom(...RATINGS),
            // Answered early, on time or months late.
            delay: fc.integer({ min: -DAY, max: 200 * DAY }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        (answers) => {
          let card = newCard(START);
          let now = START;
          for (const { rating, delay } of answers) {
            now = Math.max(now, card.due + delay);
            const next = answer(card, rating, now, 0.9);
            expect(next.due).toBeGreaterThan(now);
            if (rating !== 1) expect(next.due - now).toBeGreaterThanOrEqual(MINUTE);
            expect(next.reps).toBe(card.reps + 1);
            card = next;
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a clock moved backwards counts as the last answer’s time: nothing goes back in time', () => {
    let card = newCard(START);
    card = answerWhenDue(card, 3).card;
    card = answerWhenDue(card, 3).card;
    const last = card.last_review!;
    const after = answer(card, 3, last - 30 * DAY, 0.9);
    expect(after.last_review).toBe(last);
    expect(after.due).toBeGreaterThan(last);
  });
});
