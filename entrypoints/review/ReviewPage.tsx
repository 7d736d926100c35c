import { i18n } from '#i18n';
import { useModel } from '@preact/signals';
import { ErrorNotice } from '@/components/ErrorNotice';
import { OpenOptionsLink } from '@/components/OpenOptionsLink';
import { ReferenceText } from '@/components/ReferenceText';
import { useReaderOffered } from '@/components/useRouteOffered';
import { formatReference } from '@/lib/hadith/reference';
import { formatNumber, formatTime } from '@/lib/locale/locale';
import type { ReviewItem, ReviewStage } from '@/lib/reviews/card';
import { ReviewOverviewModel } from '@/lib/reviews/page/overview-model';
import { ForecastChart } from './ForecastChart';

type Model = InstanceType<typeof ReviewOverviewModel>;

const FAVOURITES_URL = chrome.runtime.getURL('/favourites.html');

function stageName(stage: ReviewStage): string {
  if (stage === 'new') return i18n.t('review.stageNew');
  if (stage === 'learning') return i18n.t('review.stageLearning');
  return i18n.t(stage === 'review' ? 'review.stageReview' : 'review.stageRelearning');
}

function nextReview(due: number, now: number): string {
  if (due <= now) return i18n.t('review.dueNow');
  const soon = due - now < 24 * 60 * 60 * 1000;
  return i18n.t('review.nextReview', [
    formatTime(
      due,
      soon
        ? { hour: '2-digit', minute: '2-digit' }
        : { day: 'numeric', month: 'short', year: 'numeric' },
    ),
  ]);
}

function Card({ item, model, now }: { item: ReviewItem; model: Model; now: number }) {
  const readerOffered = useReaderOffered();
  return (
    <li class="review-item">
      <p class="reference">
        <ReferenceText
          hadith={item.hadith}
          line={formatReference(item.hadith)}
          linked={readerOffered}
        />
      </p>
      <p class="review-item-state">
        <span class={`review-stage review-stage-${item.stage}`}>{stageName(item.stage)}</span>
        {' · '}
        {nextReview(item.due, now)}
        {' · '}
        {i18n.t('review.answersSoFar', [formatNumber(item.reps), formatNumber(item.lapses)])}
      </p>
      <div class="result-actions">
        <button
          type="button"
          class="link-button"
          onClick={() => void model.reset(item.hadith.id, i18n.t('review.resetDone'))}
        >
          {i18n.t('review.reset')}
        </button>
        <button
          type="button"
          class="link-button"
          onClick={() => void model.stop(item.hadith.id, i18n.t('review.learnStopped'))}
        >
          {i18n.t('review.stop')}
        </button>
      </div>
    </li>
  );
}

/** The review page: what is due, learning and known, the next 30 days, the streak, each card. */
export function ReviewPage() {
  const model = useModel(ReviewOverviewModel);
  const overview = model.overview.value;
  const now = Date.now();
  const counts: [string, number][] =
    overview === null
      ? []
      : [
          [i18n.t('review.dueToday'), overview.dueToday],
          [i18n.t('review.learningCount'), overview.learning],
          [i18n.t('review.known'), overview.known],
          [i18n.t('review.streak'), overview.streak],
          [i18n.t('review.answeredToday'), overview.answeredToday],
        ];

  return (
    <main class="favourites-page review-page">
      <header class="favourites-header">
        <h1>{i18n.t('review.title')}</h1>
        <span class="favourites-count" />
        <a class="link-button" href={FAVOURITES_URL}>
          {i18n.t('favourites.title')}
        </a>
        <OpenOptionsLink class="link-button">{i18n.t('common.options')}</OpenOptionsLink>
      </header>
      {model.error.value !== null && <ErrorNotice error={model.error.value} />}
      {overview !== null && overview.skipped > 0 && (
        <p class="notice" role="status">
          {i18n.t('review.skipped', [formatNumber(overview.skipped)])}
        </p>
      )}
      {overview !== null && (
        <dl class="review-counts">
          {counts.map(([label, count]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{formatNumber(count)}</dd>
            </div>
          ))}
        </dl>
      )}
      {overview !== null && <ForecastChart forecast={overview.forecast} now={now} />}
      <p class="hint" role="status">
        {model.status.value}
      </p>
      {overview !== null && overview.items.length === 0 && (
        <p class="favourites-empty">{i18n.t('review.empty')}</p>
      )}
      {overview !== null && overview.items.length > 0 && (
        <section aria-labelledby="review-cards">
          <h2 id="review-cards">{i18n.t('review.cards')}</h2>
          <ol class="favourite-list">
            {overview.items.slice(0, model.listed.value).map((item) => (
              <Card key={item.hadith.id} item={item} model={model} now={now} />
            ))}
          </ol>
          {overview.items.length > model.listed.value && (
            <button type="button" class="button button-quiet" onClick={model.showMore}>
              {i18n.t('favourites.showMore')}
            </button>
          )}
        </section>
      )}
    </main>
  );
}
