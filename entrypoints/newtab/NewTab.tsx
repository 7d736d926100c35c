import { i18n } from '#i18n';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { ErrorNotice } from '@/components/ErrorNotice';
import { ExplainButton } from '@/components/ExplainButton';
import { useExplainOffered } from '@/components/useRouteOffered';
import { openExplanation } from '@/lib/explanations/page/opener';
import { HadithCard } from '@/components/HadithCard';
import { LearnButton } from '@/components/LearnButton';
import { OpenOptionsLink } from '@/components/OpenOptionsLink';
import { ShareButton } from '@/components/ShareButton';
import { useShortcuts, type Shortcuts } from '@/components/useShortcuts';
import { fitHadith, keepHadithFitted } from '@/lib/new-tab/page/fit';
import type { NewTabState } from '@/lib/new-tab/page/model';
import type { ReviewTabState } from '@/lib/new-tab/page/review';
import { RATINGS } from '@/lib/reviews/card';
import { ReviewPanel } from './ReviewPanel';
import { FIXED_IN_OPTIONS, languageText, noticeText } from '@/lib/ui/notice-text';
import { backArrow, forwardArrow } from '@/lib/locale/locale';

const FAVOURITES_URL = chrome.runtime.getURL('/favourites.html');
const REVIEWS_URL = chrome.runtime.getURL('/review.html');

/** E: the hadith on screen explained; focus comes back to where it was. */
function explainShown(model: NewTabState): void {
  const shown = model.current.value;
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  if (shown !== null) void openExplanation(shown.hadith, focused);
}

/**
 * The new tab: one hadith, its actions, and a quiet line when it is not a fresh
 * one. Its model is made by the page's script (entrypoints/newtab/page.tsx),
 * which renders this as the first paint and starts the model after it.
 */
export function NewTab({ model, review }: { model: NewTabState; review: ReviewTabState }) {
  const forward = forwardArrow();
  const backward = backArrow();
  const reviewing = review.card.value !== null;
  const explainOffered = useExplainOffered();
  const shortcuts = useMemo(
    (): Shortcuts =>
      reviewing
        ? {
            ' ': review.reveal,
            Escape: review.skip,
            ...Object.fromEntries(RATINGS.map((rating) => [rating, () => review.answer(rating)])),
          }
        : {
            ' ': model.another,
            [forward.key]: model.another,
            [backward.key]: model.previous,
            c: () => void model.copy(),
            f: () => void model.toggleFavourite(),
            s: () => (model.sharing.value = !model.sharing.value),
            ...(explainOffered && { e: () => explainShown(model) }),
          },
    [model, review, reviewing, forward.key, backward.key, explainOffered],
  );
  useShortcuts(shortcuts);
  // After every render, before it is painted: a new hadith, notice or error changes the room.
  // The first is before the page was ever laid out (the first paint: newtab/page.tsx).
  const laidOut = useRef(false);
  useLayoutEffect(() => {
    fitHadith({ beforeFirstLayout: !laidOut.current });
    laidOut.current = true;
  });
  useEffect(() => keepHadithFitted(), []);

  const entry = model.current.value;
  const error = model.error.value;
  const notice = entry === null ? null : noticeText(entry);
  const languageNote = entry === null ? null : languageText(entry);
  const noticeKind = entry?.notice?.kind ?? null;

  return (
    <main class="page">
      {error !== null && <ErrorNotice error={error} />}
      {review.error.value !== null && <ErrorNotice error={review.error.value} />}
      {reviewing ? (
        <ReviewPanel review={review} readerOffered={model.readerOffered.value} />
      ) : entry === null ? (
        // Only the first tab after install gets here, for the few ms the background takes.
        <section class="panel panel-empty" aria-busy="true">
          <p class="loading">{i18n.t('hadith.loading')}</p>
        </section>
      ) : (
        <section class="panel" aria-label={i18n.t('hadith.region')}>
          <HadithCard
            hadith={entry.hadith}
            variant="page"
            readerOffered={model.readerOffered.value}
          />
          <div class="actions" role="toolbar" aria-label={i18n.t('hadith.actions')}>
            <button type="button" class="button button-quiet" onClick={model.previous}>
              <kbd aria-hidden="true">{backward.symbol}</kbd> {i18n.t('hadith.previous')}
            </button>
            <button type="button" class="button" onClick={model.another}>
              {i18n.t('hadith.another')} <kbd aria-hidden="true">{forward.symbol}</kbd>
            </button>
            <button type="button" class="button button-quiet" onClick={() => void model.copy()}>
              {i18n.t('hadith.copy')} <kbd aria-hidden="true">C</kbd>
            </button>
            <button
              type="button"
              class="button button-quiet"
              aria-pressed={entry.favourite}
              aria-keyshortcuts="F"
              onClick={() => void model.toggleFavourite()}
            >
              <span aria-hidden="true">{entry.favourite ? '★' : '☆'}</span>
              {i18n.t(entry.favourite ? 'hadith.favourite' : 'hadith.addFavourite')}
              <kbd aria-hidden="true">F</kbd>
            </button>
            <LearnButton
              key={entry.hadith.id}
              hadith={entry.hadith}
              class="button button-quiet"
              onChange={(learning) => {
                if (learning) model.starred();
                model.confirm(i18n.t(learning ? 'review.learnStarted' : 'review.learnStopped'));
              }}
            />
            <ShareButton
              hadith={entry.hadith}
              open={model.sharing}
              class="button button-quiet"
              onDone={model.confirm}
            >
              {i18n.t('share.share')} <kbd aria-hidden="true">S</kbd>
            </ShareButton>
            <ExplainButton hadith={entry.hadith} class="button button-quiet">
              {i18n.t('explain.open')} <kbd aria-hidden="true">E</kbd>
            </ExplainButton>
            <p class="confirmation" role="status">
              {model.confirmation.value}
              {review.more.value && (
                <button type="button" class="link-button" onClick={review.reviewNext}>
                  {i18n.t('review.reviewNext')}
                </button>
              )}
            </p>
          </div>
        </section>
      )}
      <footer class="page-footer">
        {languageNote !== null && <p class="note">{languageNote}</p>}
        {notice !== null && (
          <p class="note" data-testid="service-notice">
            {notice}
            {noticeKind !== null && FIXED_IN_OPTIONS.has(noticeKind) && (
              <>
                {' · '}
                <OpenOptionsLink class="quiet-link">{i18n.t('common.options')}</OpenOptionsLink>
              </>
            )}
          </p>
        )}
        <p class="page-links">
          <a class="quiet-link" href={FAVOURITES_URL}>
            {i18n.t('favourites.title')}
          </a>
          {review.anyLearnt() && ' · '}
          {review.anyLearnt() && (
            <a class="quiet-link" href={REVIEWS_URL}>
              {i18n.t('review.open')}
            </a>
          )}
          {notice === null && ' · '}
          {notice === null && (
            <OpenOptionsLink class="quiet-link">{i18n.t('common.options')}</OpenOptionsLink>
          )}
        </p>
      </footer>
    </main>
  );
}
