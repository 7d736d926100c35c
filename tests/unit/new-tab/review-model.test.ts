import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HadithError } from '@/lib/hadith-error';
import type { PreparedHadith } from '@/lib/hadith/prepared-hadith';
import type { NewTabPlan } from '@/lib/new-tab/plan';
import { ReviewTabModel } from '@/lib/new-tab/page/review';
import { readStoredPlan, writeStoredPlan } from '@/lib/new-tab/page/stored-plan';
import type { DueReview, ReviewsPlan } from '@/lib/reviews/card';
import { hadiths } from '../helpers/background';
import { useMemoryStorage } from '../helpers/memory-storage';
import { answerPageMessages } from '../helpers/page-messages';

useMemoryStorage();

const DAY = 24 * 60 * 60 * 1000;
const [first, second, third] = hadiths(3);

/** A card that fell due an hour ago (or `dueIn` from now). */
function dueCard(hadith = first!, dueIn = -60 * 60 * 1000): DueReview {
  return { hadith, due: Date.now() + dueIn, intervals: [60_000, DAY, 3 * DAY, 8 * DAY] };
}

const reviewsOf = (next: DueReview[], perDay = 10): ReviewsPlan => ({
  next,
  perDay,
  hidden: 'arabic',
});

/** The stored plan the new tab paints from, with these reviews. */
function storePlan(reviews: ReviewsPlan): void {
  const entry: PreparedHadith = {
    hadith: third!,
    source: 'pool',
    language: 'en',
    favourite: false,
    notice: null,
  };
  const plan: NewTabPlan = {
    rotation: 'every-tab',
    language: 'en',
    upcoming: [entry],
    daily: null,
    reviews,
  };
  writeStoredPlan(plan);
}

let stops: (() => void)[] = [];
let models: InstanceType<typeof ReviewTabModel>[] = [];
const confirmed: string[] = [];

beforeEach(() => {
  confirmed.length = 0;
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  models.forEach((model) => model[Symbol.dispose]());
  models = [];
});

function reviewTab(reviews: ReviewsPlan | undefined) {
  const model = new ReviewTabModel(reviews, (message) => confirmed.push(message));
  models.push(model);
  return model;
}

function answering(next: (data: { id: number }) => ReviewsPlan | Promise<ReviewsPlan>) {
  const messages = answerPageMessages({ answerReview: next });
  stops.push(messages.stop);
  return messages.asked;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a new tab's review", () => {
  it('shows a due card, but not on two tabs in a row, nor past the day’s limit', () => {
    const reviews = reviewsOf([dueCard()], 2);
    expect(reviewTab(reviews).card.value?.hadith.id).toBe(first!.id);
    // The tab after a review shows a hadith.
    expect(reviewTab(reviews).card.value).toBeNull();
    expect(reviewTab(reviews).card.value?.hadith.id).toBe(first!.id);
    reviewTab(reviews);
    // Two reviews today: the limit.
    expect(reviewTab(reviews).card.value).toBeNull();
    expect(reviewTab(reviewsOf([dueCard(first, DAY)])).card.value).toBeNull();
    expect(reviewTab(undefined).card.value).toBeNull();
  });

  it('takes an answer only once the hidden part is shown; sends it, says the interval, and keeps the plan it brings', async () => {
    storePlan(reviewsOf([dueCard(), dueCard(second)]));
    const after = reviewsOf([dueCard(second)]);
    const asked = answering(() => after);
    const review = reviewTab(readStoredPlan()!.reviews);
    expect(review.hidden()).toBe('arabic');
    review.answer(3);
    expect(asked).toEqual([]);

    review.reveal();
    review.answer(3);
    expect(review.card.value).toBeNull();
    expect(confirmed).toEqual(['Good: the next review in 3 days.']);
    await settled();
    expect(asked).toEqual([
      {
        type: 'answerReview',
        data: { id: first!.id, rating: 3, at: expect.any(Number), day: expect.any(String) },
      },
    ]);
    // The next tabs review from the plan the answer brought, not the one before it.
    expect(readStoredPlan()?.reviews).toEqual(after);
    // Another card is due: offered, and shown when asked, the day's rules set aside.
    expect(review.more.value).toBe(true);
    review.reviewNext();
    expect(review.card.value?.hadith.id).toBe(second!.id);
    expect(review.revealed.value).toBe(false);
  });

  it('says why an answer was not kept, and does not show the card again here', async () => {
    answering(() => {
      throw new HadithError('network', 'The background cannot be reached.');
    });
    const review = reviewTab(reviewsOf([dueCard()]));
    review.reveal();
    review.answer(1);
    await settled();
    expect(review.error.value?.kind).toBe('network');
    expect(review.card.value).toBeNull();
    // Remembered as answered: a tab opened meanwhile does not review it again.
    expect(reviewTab(reviewsOf([dueCard()])).card.value).toBeNull();
  });
});
