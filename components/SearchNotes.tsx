import { i18n } from '#i18n';
import { HadithError } from '@/lib/hadith-error';
import { isolated } from '@/lib/hadith/bidi';
import { shownCollection } from '@/lib/hadith/reference';
import type { ReferenceInfo } from '@/lib/hadith/hadith';
import { localCollectionName } from '@/lib/hadith/collection-names';
import { formatLabel } from '@/lib/locale/digits';
import { formatSunnahNumber } from '@/lib/hadith/reference';
import type { SearchModel } from '@/lib/search/page/model';
import { describeError } from '@/lib/ui/error-text';
import { DashboardLink, ErrorNotice } from './ErrorNotice';
import { OpenOptionsLink } from './OpenOptionsLink';
import { Slotted } from './Slotted';

/** How a query was read as a reference: "Sahih Muslim 8", or sunnah.com's place in a book. */
function referenceRead(reference: ReferenceInfo): string {
  if (reference.sunnah !== undefined) {
    return i18n.t('search.asSunnahReference', [
      shownCollection(reference.collection),
      formatSunnahNumber(reference.sunnah),
    ]);
  }
  if (reference.book !== null) {
    return i18n.t('search.asInBookReference', [
      shownCollection(reference.collection),
      formatLabel(reference.book),
      formatLabel(reference.number),
    ]);
  }
  return i18n.t('search.asReference', [
    // One unit in either direction: the name and its number never part.
    isolated(
      `${localCollectionName(reference.collection, i18n.t('locale'))} ${formatLabel(reference.number)}`,
    ),
  ]);
}

/**
 * What a search page says above its results: an error, where the results come
 * from (offline, without a key), how the query was read (a reference, by
 * meaning), and why there are none, with the way on where there is one.
 */
export function SearchNotes({
  model,
  meaningOffered,
}: {
  model: InstanceType<typeof SearchModel>;
  /** The service searches by meaning: offered when the words find nothing. */
  meaningOffered: boolean;
}) {
  const shown = model.shown.value;
  const offline = shown?.answer.offlineReason ?? null;
  const reference = shown?.answer.reference;
  const shownByMeaning = shown?.request.mode === 'meaning';
  return (
    <>
      {model.error.value !== null && <ErrorNotice error={model.error.value} />}
      {offline?.kind === 'no-key' && (
        // Not offline, only without a key: said quietly, with the way to add one.
        <p class="reference-note" role="status">
          {i18n.t('search.withoutKey')}{' '}
          <OpenOptionsLink class="quiet-link">{i18n.t('common.options')}</OpenOptionsLink>
        </p>
      )}
      {offline !== null && offline.kind !== 'no-key' && (
        <div class="notice notice-offline" role="status">
          <p>
            <Slotted message={(title) => i18n.t('search.offline', [title])}>
              <strong>{i18n.t('search.offlineTitle')}</strong>
            </Slotted>{' '}
            {describeError(HadithError.from(offline))}
          </p>
          <DashboardLink error={HadithError.from(offline)} />
        </div>
      )}
      {shown === null && model.error.value === null && (
        <p class="hint">{i18n.t(model.loading.value ? 'search.searching' : 'search.prompt')}</p>
      )}
      {reference !== undefined && (
        <p class="reference-note">
          {referenceRead(reference)}{' '}
          <button type="button" class="link-button" onClick={model.searchAsText}>
            {i18n.t('search.textInstead')}
          </button>
        </p>
      )}
      {shown?.answer.referenceUnsupported === true && (
        <p class="reference-note">{i18n.t('search.referenceUnsupported')}</p>
      )}
      {shown?.answer.meaningUnsupported === true && (
        <p class="reference-note">{i18n.t('search.meaningUnsupported')}</p>
      )}
      {shown?.answer.meaningUnavailable === true && (
        <p class="reference-note" role="status">
          {i18n.t('search.meaningUnavailable')}{' '}
          <button type="button" class="link-button" onClick={() => model.setMode('words')}>
            {i18n.t('search.wordsInstead')}
          </button>
        </p>
      )}
      {reference === undefined && shownByMeaning && shown.answer.hadiths.length > 0 && (
        <p class="reference-note">{i18n.t('search.meaningNote')}</p>
      )}
      {reference?.sunnah !== undefined && shown?.answer.numberingUnknown === true && (
        <p class="empty">
          {i18n.t('search.numberedOtherwise', [
            shownCollection(reference.collection),
            formatSunnahNumber(reference.sunnah),
          ])}
        </p>
      )}
      {reference !== undefined &&
        shown?.answer.hadiths.length === 0 &&
        shown.answer.numberingUnknown !== true && (
          <p class="empty">
            {reference.book === null
              ? i18n.t('search.noSuchHadith', [
                  shownCollection(reference.collection),
                  reference.sunnah === undefined
                    ? formatLabel(reference.number)
                    : formatSunnahNumber(reference.sunnah),
                ])
              : i18n.t('search.noSuchInBook', [
                  shownCollection(reference.collection),
                  formatLabel(reference.book),
                  formatLabel(reference.number),
                ])}
          </p>
        )}
      {reference === undefined &&
        shown !== null &&
        shown.answer.pagination.total === 0 &&
        shown.answer.meaningUnavailable !== true && (
          <>
            <p class="empty">
              {i18n.t(shownByMeaning ? 'search.noMeaningMatch' : 'search.noMatch', [
                shown.request.query,
              ])}
            </p>
            {!shownByMeaning && meaningOffered && (
              // What the words miss, the meaning may find: one click, one request.
              <p class="empty-offer">
                <button type="button" class="link-button" onClick={() => model.setMode('meaning')}>
                  {i18n.t('search.meaningOffer')}
                </button>
              </p>
            )}
          </>
        )}
    </>
  );
}
