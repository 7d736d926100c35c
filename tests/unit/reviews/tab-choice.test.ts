import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseReview, countTab, type ReviewTally } from '@/lib/reviews/tab-choice';
import type { DueReview, ReviewsPlan } from '@/lib/reviews/card';
import { hadiths } from '../helpers/background';

const NOW = Date.UTC(2030, 0, 2, 9);
const TODAY = '2030-01-02';
const [model] = hadiths(1, 'en');

function card(id: number, due: number): DueReview {
  return { hadith: { ...model!, id }, due, intervals: [60_000, 360_000, 600_000, 86_400_000] };
}

const NONE = new Map<number, number>();

describe('which new tab reviews', () => {
  it('a due card is reviewed before any hadith, every other tab, until the day’s limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        (offsets, perDay, tabs) => {
          const plan: ReviewsPlan = {
            next: offsets.map((offset, index) => card(index + 1, NOW + offset * 60_000)),
            perDay,
            hidden: 'arabic',
          };
          const due = plan.next.filter((c) => c.due <= NOW);
          let tally: ReviewTally = { day: TODAY, shown: 0, lastWasReview: false };
          let reviews = 0;
          for (let tab = 0; tab < tabs; tab++) {
            const chosen = chooseReview(plan, tally, NOW, NONE);
            const allowed = !tally.lastWasReview && tally.shown < perDay && due.length > 0;
            // Reviewed exactly when allowed: a due card goes before the random hadith.
            expect(chosen !== null).toBe(allowed);
            if (chosen !== null) {
              expect(chosen.due).toBeLessThanOrEqual(NOW);
              reviews += 1;
            }
            tally = countTab(tally, TODAY, chosen !== null);
          }
          expect(reviews).toBeLessThanOrEqual(perDay);
          expect(reviews).toBeLessThanOrEqual(Math.ceil(tabs / 2));
        },
      ),
    );
  });

  it('a card answered since it fell due waits for the background’s next date', () => {
    const plan: ReviewsPlan = {
      next: [card(1, NOW - 1), card(2, NOW - 1)],
      perDay: 10,
      hidden: 'arabic',
    };
    const tally = { day: TODAY, shown: 0, lastWasReview: false };
    expect(chooseReview(plan, tally, NOW, new Map([[1, NOW]]))?.hadith.id).toBe(2);
    // Answered before it fell due (an older answer): due again.
    expect(chooseReview(plan, tally, NOW, new Map([[1, NOW - 10]]))?.hadith.id).toBe(1);
  });

  it('"Review the next one" sets the alternation and the limit aside, not the due date', () => {
    const plan: ReviewsPlan = {
      next: [card(1, NOW - 1), card(2, NOW + 60_000)],
      perDay: 1,
      hidden: 'arabic',
    };
    const tally = { day: TODAY, shown: 1, lastWasReview: true };
    expect(chooseReview(plan, tally, NOW, NONE)).toBeNull();
    expect(chooseReview(plan, tally, NOW, NONE, true)?.hadith.id).toBe(1);
    expect(chooseReview(plan, tally, NOW, new Map([[1, NOW]]), true)).toBeNull();
  });

  it('a new day starts a new tally', () => {
    const tally = countTab({ day: '2030-01-01', shown: 9, lastWasReview: true }, TODAY, false);
    expect(tally).toEqual({ day: TODAY, shown: 0, lastWasReview: false });
  });
});
