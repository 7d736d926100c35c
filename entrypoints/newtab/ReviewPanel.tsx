import { i18n } from '#i18n';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { HadithCard } from '@/components/HadithCard';
import { ExplainButton } from '@/components/ExplainButton';
import { fitHadith } from '@/lib/new-tab/page/fit';
import { RATINGS } from '@/lib/reviews/card';
import { answerLabel, intervalText, type ReviewTabState } from '@/lib/new-tab/page/review';

/**
 * A learnt favourite due for review, in the new tab's place for a hadith: its
 * reference and first words, "Show" (Space), then Again, Hard, Good and Easy
 * (1 to 4), each with the interval it gives.
 */
export function ReviewPanel({
  review,
  readerOffered,
}: {
  review: ReviewTabState;
  readerOffered: boolean;
}) {
  const card = review.card.value!;
  const revealed = review.revealed.value;
  const good = useRef<HTMLButtonElement>(null);
  // The whole text and the answers change the room: fitted again before they are painted.
  // Not on the first render: NewTab fits the first paint, before its first layout.
  // Shown by its button, which goes: the keyboard's focus goes on to the answers.
  const drawn = useRef(revealed);
  useLayoutEffect(() => {
    if (drawn.current === revealed) return;
    drawn.current = revealed;
    fitHadith();
    if (revealed && document.activeElement === document.body) good.current?.focus();
  }, [revealed]);

  return (
    <section class="panel review" aria-label={i18n.t('review.region')}>
      <p class="review-kicker">{i18n.t('review.kicker')}</p>
      <HadithCard
        hadith={card.hadith}
        variant="page"
        readerOffered={readerOffered}
        hidden={revealed ? undefined : review.hidden()}
      />
      {revealed ? (
        <div class="actions review-answers" role="group" aria-labelledby="review-question">
          <p id="review-question" class="review-question">
            {i18n.t('review.answers')}
          </p>
          {RATINGS.map((rating) => (
            <button
              key={rating}
              ref={rating === 3 ? good : undefined}
              type="button"
              class={rating === 3 ? 'button review-answer' : 'button button-quiet review-answer'}
              onClick={() => review.answer(rating)}
            >
              <span class="review-grade">{answerLabel(rating)}</span>
              <span class="review-interval">{intervalText(card, rating)}</span>
              <kbd aria-hidden="true">{rating}</kbd>
            </button>
          ))}
          {/* Once shown, a review's hadith may be explained like any other. */}
          <ExplainButton hadith={card.hadith} class="button button-quiet" />
        </div>
      ) : (
        <div class="actions" role="toolbar" aria-label={i18n.t('hadith.actions')}>
          <button
            type="button"
            class="button"
            onClick={() => {
              review.reveal();
              good.current?.focus();
            }}
          >
            {i18n.t('review.show')} <kbd aria-hidden="true">␣</kbd>
          </button>
          <button type="button" class="button button-quiet" onClick={review.skip}>
            {i18n.t('review.notNow')} <kbd aria-hidden="true">Esc</kbd>
          </button>
        </div>
      )}
    </section>
  );
}
