import { i18n } from '#i18n';
import { useComputed, useSignal } from '@preact/signals';
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { queryTerms } from '@/lib/hadith/highlight';
import { PAGE_SIZES } from '@/lib/search/page-sizes';
import type { SearchModel } from '@/lib/search/page/model';
import { forwardArrow, formatNumber } from '@/lib/locale/locale';
import { LanguageInput } from './LanguageInput';
import { Pager } from './Pager';
import { SearchResult } from './SearchResult';
import { CollectionField } from './CollectionField';
import { useShortcuts } from './useShortcuts';
import { useRouteOffered } from './useRouteOffered';
import { SearchNotes } from './SearchNotes';
import { ModeSwitch } from './ModeSwitch';

/** No result is shorter than this: its reference, a line of each text and its buttons. */
const MIN_RESULT_PX = 96;

/**
 * How many results to draw: before the page's first paint, as many as its
 * window could show; all of them once that paint is on screen (effects wait
 * for it, lib/ui/app-start.ts), a frame later, below the fold of a list that
 * already scrolls. Drawing all twenty of the popup's before its first paint
 * made it about 10 % slower than a static copy of itself (`search.ratio`).
 */
function useResultsDrawn(): number {
  const painted = useSignal(false);
  useEffect(() => void (painted.value = true), []);
  return painted.value ? Infinity : Math.ceil(innerHeight / MIN_RESULT_PX);
}

interface Props {
  model: InstanceType<typeof SearchModel>;
  /** A hadith to show expanded, e.g. the omnibox suggestion picked. */
  expandedId?: number;
}

/**
 * Search with paging, shared by the popup and the results page: the form,
 * the results with their matched words marked, and the pager. Enter searches,
 * PageUp/PageDown turn pages, and ← → too when no field has focus.
 */
export function SearchPanel({ model, expandedId }: Props) {
  const resultsRef = useRef<HTMLDivElement>(null);
  const drawn = useResultsDrawn();
  const shown = model.shown.value;
  const pagination = model.pagination.value;
  const terms = useComputed(() => queryTerms(model.shown.value?.request.query ?? ''));
  const reference = shown?.answer.reference;
  const meaningOffered = useRouteOffered('semantic-search');
  const byMeaning = model.mode.value === 'meaning';
  // Meaning's one page, in the service's order: no pager, no page count.
  const shownByMeaning = shown?.request.mode === 'meaning';

  // A new page starts at its top.
  useEffect(() => resultsRef.current?.scrollTo({ top: 0 }), [shown]);

  // Right to left, Next sits on the left: ← goes forward.
  const forward = forwardArrow().key;
  const arrows = useMemo(
    () => ({
      [forward]: model.next,
      [forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight']: model.prev,
    }),
    [model, forward],
  );
  const pageKeys = useMemo(() => ({ PageDown: model.next, PageUp: model.prev }), [model]);
  useShortcuts(arrows, pageKeys);

  function onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    model.search();
  }

  return (
    <div class="search-panel">
      <form role="search" class="search-form" onSubmit={onSubmit}>
        <div class="field field-query">
          <label for="query">{i18n.t('search.label')}</label>
          <input
            id="query"
            type="search"
            name="q"
            autoFocus
            autoComplete="off"
            // Arabic and translated words alike: each query reads in its own direction.
            dir="auto"
            placeholder={i18n.t('search.placeholder')}
            value={model.query}
            onInput={(event) => {
              model.query.value = event.currentTarget.value;
              model.typed();
            }}
          />
        </div>
        <button type="submit" class="button">
          {i18n.t('search.submit')}
        </button>
        {/* The result language and page size wrap below the query, whatever the fonts. */}
        <div class="search-options">
          <LanguageInput
            id="language"
            value={model.language}
            onInput={(value) => {
              model.language.value = value;
              model.typed();
            }}
          />
          {!byMeaning && (
            <div class="field field-size">
              <label for="page-size">{i18n.t('search.perPage')}</label>
              <select
                id="page-size"
                value={String(model.limit.value)}
                onChange={(event) => model.setLimit(Number(event.currentTarget.value))}
              >
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={String(size)}>
                    {formatNumber(size)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {model.collections.value !== null && !byMeaning && (
            <CollectionField
              collections={model.collections.value}
              value={model.collection.value}
              onChange={model.setCollection}
            />
          )}
          {meaningOffered && <ModeSwitch model={model} />}
        </div>
      </form>

      <div class="results" ref={resultsRef} aria-busy={model.loading.value}>
        <SearchNotes model={model} meaningOffered={meaningOffered} />
        {reference !== undefined && shown !== null && shown.answer.hadiths.length > 0 && (
          // A reference's hadiths, whole: several where its number is not unique, each with its book.
          <ul class="result-list reference-list">
            {shown.answer.hadiths.map((hadith) => (
              <li key={`${hadith.id}-${hadith.language}`}>
                <SearchResult hadith={hadith} terms={[]} full />
              </li>
            ))}
          </ul>
        )}
        {reference === undefined && shown !== null && shown.answer.hadiths.length > 0 && (
          <ol class="result-list" start={(shown.request.page - 1) * shown.request.limit + 1}>
            {shown.answer.hadiths.slice(0, drawn).map((hadith, i) => (
              <li key={`${hadith.id}-${hadith.language}`}>
                <SearchResult
                  hadith={hadith}
                  terms={terms.value}
                  initiallyExpanded={hadith.id === expandedId}
                  cut={shown.cuts?.[hadith.id]}
                  timed={i === 0}
                />
              </li>
            ))}
          </ol>
        )}
      </div>

      {reference === undefined &&
        !shownByMeaning &&
        pagination !== null &&
        pagination.total > 0 && (
          <Pager
            pagination={pagination}
            canPrev={model.canPrev.value}
            canNext={model.canNext.value}
            onPrev={model.prev}
            onNext={model.next}
            onNextIntent={model.intent}
          />
        )}
    </div>
  );
}
