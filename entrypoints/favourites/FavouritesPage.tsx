import { i18n } from '#i18n';
import { useModel } from '@preact/signals';
import { CopyButton } from '@/components/CopyButton';
import { ErrorNotice } from '@/components/ErrorNotice';
import { FavouriteButton } from '@/components/FavouriteButton';
import { LearnButton } from '@/components/LearnButton';
import { SyncNote } from './SyncNote';
import { ShareButton } from '@/components/ShareButton';
import { HadithCard } from '@/components/HadithCard';
import { ExplainButton } from '@/components/ExplainButton';
import { ReadInBookLink } from '@/components/ReadInBookLink';
import { useReaderOffered } from '@/components/useRouteOffered';
import { OpenOptionsLink } from '@/components/OpenOptionsLink';
import { Pager } from '@/components/Pager';
import { FavouritesModel } from '@/lib/favourites/page/model';
import { hadithAsText } from '@/lib/hadith/reference';
import type { FavouriteHadith } from '@/lib/storage/db';
import { formatNumber, plural } from '@/lib/locale/locale';
import { NoteField } from './NoteField';

type Model = InstanceType<typeof FavouritesModel>;

const REVIEWS_URL = chrome.runtime.getURL('/review.html');

/** Starts or stops learning every favourite on the page at once, and says what it did. */
function LearnShown({ model }: { model: Model }) {
  const status = model.learnStatus.value;
  return (
    <div class="learn-shown">
      <button type="button" class="link-button" onClick={() => void model.learnShown(true)}>
        {i18n.t('review.learnShown')}
      </button>
      <button type="button" class="link-button" onClick={() => void model.learnShown(false)}>
        {i18n.t('review.stopShown')}
      </button>
      <p class="hint" role="status">
        {status !== null &&
          i18n.t(status.learning ? 'review.learnedSome' : 'review.stoppedSome', [
            formatNumber(status.count),
          ])}
      </p>
    </div>
  );
}

function FavouriteItem({ favourite, model }: { favourite: FavouriteHadith; model: Model }) {
  const readerOffered = useReaderOffered();
  return (
    <li class="favourite">
      <HadithCard hadith={favourite} variant="result" contentsLinked={readerOffered} />
      <div class="result-actions">
        <CopyButton text={() => hadithAsText(favourite)} />
        <LearnButton key={model.learnRound.value} hadith={favourite} />
        <ShareButton hadith={favourite} />
        <ExplainButton hadith={favourite} />
        <ReadInBookLink hadith={favourite} class="link-button" offered={readerOffered} />
        <button type="button" class="link-button" onClick={() => void model.remove(favourite)}>
          {i18n.t('favourites.remove')}
        </button>
      </div>
      <NoteField favourite={favourite} model={model} />
    </li>
  );
}

/** The hadiths new tabs showed lately, each with its star. */
function RecentlyShown({ model }: { model: Model }) {
  const readerOffered = useReaderOffered();
  const recent = model.recent.value;
  if (recent === null) return null;
  return (
    <section class="recently-shown" aria-labelledby="recent-heading">
      <h2 id="recent-heading">{i18n.t('favourites.recent')}</h2>
      {recent.length === 0 ? (
        <p class="hint">{i18n.t('favourites.recentEmpty')}</p>
      ) : (
        <ol class="favourite-list">
          {recent.map((entry, index) => (
            <li key={`${entry.hadith.id}-${index}`} class="recent">
              <HadithCard hadith={entry.hadith} variant="result" contentsLinked={readerOffered} />
              <div class="result-actions">
                <CopyButton text={() => hadithAsText(entry.hadith)} />
                <FavouriteButton hadith={entry.hadith} onChange={model.starChanged} />
                <LearnButton hadith={entry.hadith} onChange={model.starChanged} />
                <ExplainButton hadith={entry.hadith} />
                <ReadInBookLink hadith={entry.hadith} class="link-button" offered={readerOffered} />
              </div>
            </li>
          ))}
        </ol>
      )}
      {model.moreRecent.value && (
        <button type="button" class="button button-quiet" onClick={model.showMoreRecent}>
          {i18n.t('favourites.showMore')}
        </button>
      )}
    </section>
  );
}

/** Every favourite, newest first: filter, copy, remove (with Undo) and a note each. */
export function FavouritesPage() {
  const model = useModel(FavouritesModel);
  const shown = model.shown.value;
  const pagination = model.pagination.value;
  const error = model.error.value;
  const removed = model.removed.value;
  const filter = model.filter.value.trim();

  return (
    <main class="favourites-page">
      <header class="favourites-header">
        <h1>{i18n.t('favourites.title')}</h1>
        {shown !== null && (
          <p class="favourites-count">
            {plural('favourites.count', shown.total, [formatNumber(shown.total)])}
          </p>
        )}
        <a class="link-button" href={REVIEWS_URL}>
          {i18n.t('review.open')}
        </a>
        <OpenOptionsLink class="link-button">{i18n.t('common.options')}</OpenOptionsLink>
      </header>

      {shown !== null && shown.total > 0 && (
        <div class="field favourites-filter" role="search">
          <label for="favourites-filter">{i18n.t('favourites.filter')}</label>
          <input
            id="favourites-filter"
            type="search"
            dir="auto"
            value={model.filter.value}
            onInput={(event) => model.typed(event.currentTarget.value)}
            autocomplete="off"
          />
        </div>
      )}

      {removed !== null && (
        <div
          class="notice undo-bar"
          role="status"
          onPointerEnter={() => model.holdUndo('pointer', true)}
          onPointerLeave={() => model.holdUndo('pointer', false)}
          onFocusIn={() => model.holdUndo('focus', true)}
          onFocusOut={() => model.holdUndo('focus', false)}
        >
          <p>{i18n.t('favourites.removed')}</p>
          <button type="button" class="button" onClick={() => void model.undo()}>
            {i18n.t('favourites.undo')}
          </button>
        </div>
      )}
      {error !== null && <ErrorNotice error={error} />}
      <SyncNote />

      {shown !== null && shown.total === 0 && (
        <div class="favourites-empty">
          <p>{i18n.t('favourites.empty')}</p>
          <p class="hint">{i18n.t('favourites.emptyHow')}</p>
        </div>
      )}
      {shown !== null && shown.total > 0 && shown.matching === 0 && (
        <p class="favourites-empty">{i18n.t('favourites.noMatch', [filter])}</p>
      )}

      {shown !== null && shown.items.length > 0 && <LearnShown model={model} />}
      {shown !== null && shown.items.length > 0 && (
        <ol class="favourite-list">
          {shown.items.map((favourite) => (
            <FavouriteItem key={favourite.id} favourite={favourite} model={model} />
          ))}
        </ol>
      )}
      {pagination !== null && pagination.totalPages > 1 && (
        <Pager
          pagination={pagination}
          canPrev={pagination.hasPrev}
          canNext={pagination.hasNext}
          onPrev={model.prev}
          onNext={model.next}
          onNextIntent={() => undefined}
        />
      )}
      <RecentlyShown model={model} />
    </main>
  );
}
