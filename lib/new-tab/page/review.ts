import { i18n } from '#i18n';
import { createModel, signal } from '@preact/signals';
import { HadithError } from '../../hadith-error';
import type { Hadith } from '../../hadith/hadith';
import { shownTranslation } from '../../hadith/shown-translation';
import { localDay } from '../../locale/local-day';
import { formatInterval } from '../../locale/locale';
import { ask } from '../../messaging/contract';
import type { DueReview, HiddenPart, ReviewRating, ReviewsPlan } from '../../reviews/card';
import { chooseReview, countTab } from '../../reviews/tab-choice';
import { readAnswered, readTally, rememberAnswer, writeTally } from '../../reviews/page/tab-memory';
import { keepReviewsPlan } from './stored-plan';

/** What a review hides: the part the user asked for, unless the hadith has none to hide. */
export function hiddenPart(hadith: Hadith, preferred: HiddenPart): HiddenPart {
  if (preferred === 'translation' && shownTranslation(hadith).kind === 'text') return 'translation';
  return hadith.arabicText.trim() !== '' ? 'arabic' : 'translation';
}

/** Again, Hard, Good or Easy, in the interface's language. */
export function answerLabel(rating: ReviewRating): string {
  if (rating === 1) return i18n.t('review.answerAgain');
  if (rating === 2) return i18n.t('review.answerHard');
  return i18n.t(rating === 3 ? 'review.answerGood' : 'review.answerEasy');
}

/** The interval `rating` gives the card, as its button says it. */
export function intervalText(card: DueReview, rating: ReviewRating): string {
  return formatInterval(card.intervals[rating - 1] ?? 0);
}

/**
 * A new tab's review of a learnt favourite, decided from the stored plan
 * before the first paint: the card, hidden in part until "Show", then four
 * answers. Answered or skipped, the tab shows the hadith it would have shown.
 */
export const ReviewTabModel = createModel(
  (reviews: ReviewsPlan | undefined, confirm: (message: string) => void) => {
    const today = localDay(Date.now());
    let tally = readTally(today);
    let latest = reviews;
    const card = signal<DueReview | null>(chooseReview(latest, tally, Date.now(), readAnswered()));
    tally = countTab(tally, today, card.value !== null);
    writeTally(tally);
    const revealed = signal(false);
    /** Another card is due, after an answer: "Review the next one" is offered. */
    const more = signal(false);
    const error = signal<HadithError | null>(null);

    function nextCard(): DueReview | null {
      return chooseReview(latest, tally, Date.now(), readAnswered(), true);
    }

    async function answer(rating: ReviewRating): Promise<void> {
      const answered = card.value;
      if (answered === null || !revealed.value) return;
      const at = Date.now();
      rememberAnswer(answered.hadith.id, at);
      card.value = null;
      confirm(i18n.t('review.answered', [answerLabel(rating), intervalText(answered, rating)]));
      try {
        latest = await ask('answerReview', { id: answered.hadith.id, rating, at, day: today });
        keepReviewsPlan(latest);
        more.value = nextCard() !== null;
      } catch (caught) {
        error.value = HadithError.from(caught);
      }
    }

    function reviewNext(): void {
      const next = nextCard();
      more.value = false;
      if (next === null) return;
      tally = countTab(tally, localDay(Date.now()), true);
      writeTally(tally);
      revealed.value = false;
      card.value = next;
    }

    return {
      card,
      revealed,
      more,
      error,
      /** Whether any favourite is learnt: the footer then links to the review page. */
      anyLearnt: () => (latest?.next.length ?? 0) > 0,
      hidden: () => hiddenPart(card.value!.hadith, latest?.hidden ?? 'arabic'),
      reveal: () => void (revealed.value = true),
      answer: (rating: ReviewRating) => void answer(rating),
      skip: () => void (card.value = null),
      reviewNext,
    };
  },
);

export type ReviewTabState = InstanceType<typeof ReviewTabModel>;
