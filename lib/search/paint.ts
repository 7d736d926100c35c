import { i18n } from '#i18n';
import type { Hadith, SearchRequest } from '../hadith/hadith';
import { highlight, queryTerms, type Segment } from '../hadith/highlight';
import { breakLongRuns } from '../hadith/long-runs';
import { formatGrades, referenceLine, resultTextId } from '../hadith/reference';
import { readerUrl } from '../reader/link';
import { h, hadithTextDom } from '../ui/first-paint';
import { OFFERED_LANGUAGES, offeredLanguage } from '../locale/language-options';
import { formatNumber, plural } from '../locale/locale';
import { PAGE_SIZES } from './page-sizes';
import type { CollectionChoice, ShownSearch } from './snapshot';
import { foldHidesSomething, keptSnippet } from './snippets';

/**
 * The search panel's first paint, before any module loads: the form, the
 * results and the pager, written as components/SearchPanel.tsx first renders
 * them for the same search (a classic script runs this while the popup or the
 * results page is parsed; lib/ui/first-paint.ts). The panel then takes this
 * DOM over; tests/e2e/search-paint.spec.ts checks the two alike.
 */

export interface PaintedSearch {
  /** The search the page starts on: the form's query, language, page and size. */
  request: SearchRequest;
  /** Its page as last shown, painted as it was; null while it is being asked for. */
  shown: ShownSearch | null;
  /** A result shown whole (the results page's `hadith=` parameter). */
  expandedId?: number;
  /** The collections the form offers, as last listed (./snapshot.ts); null offers none. */
  collections: CollectionChoice[] | null;
}

function highlighted(segments: Segment[]): (Node | string)[] {
  return segments.map(({ text, match }) =>
    match ? h('mark', {}, breakLongRuns(text)) : breakLongRuns(text),
  );
}

/** The words every result repeats, asked of the browser once a paint. */
function resultLabels() {
  return {
    showFull: i18n.t('hadith.showFull'),
    showLess: i18n.t('hadith.showLess'),
    copy: i18n.t('hadith.copy'),
    favourite: `☆ ${i18n.t('hadith.favourite')}`,
    readInBook: i18n.t('reader.readInBook'),
  };
}

/** ReadInBookLink as it first renders: shown until the service is known to lack books. */
function readInBook(hadith: Hadith, label: string): HTMLElement | false {
  const href = readerUrl(hadith);
  return (
    href !== null &&
    h('a', { class: 'link-button', href, target: '_blank', rel: 'noopener' }, label)
  );
}

function result(
  hadith: Hadith,
  terms: string[],
  labels: ReturnType<typeof resultLabels>,
  kept: unknown,
  expanded: boolean,
  timed: boolean,
): HTMLElement {
  const textId = resultTextId(hadith);
  const grades = formatGrades(hadith);
  return h(
    'article',
    { class: 'hadith hadith-result' },
    h(
      'p',
      { class: 'reference', elementtiming: timed ? 'search-results' : undefined },
      referenceLine(hadith),
    ),
    hadithTextDom(hadith, { id: textId }, {}, (text) =>
      highlighted(expanded ? highlight(text, terms) : keptSnippet(hadith, kept, text, terms)),
    ),
    expanded && grades !== '' && h('p', { class: 'grades' }, i18n.t('hadith.grade', [grades])),
    h(
      'div',
      { class: 'result-actions' },
      foldHidesSomething(hadith, grades) &&
        h(
          'button',
          {
            type: 'button',
            class: 'link-button',
            'aria-expanded': String(expanded),
            'aria-controls': textId,
          },
          expanded ? labels.showLess : labels.showFull,
        ),
      h('button', { type: 'button', class: 'link-button', 'aria-live': 'polite' }, labels.copy),
      // Disabled until the background says whether it is starred, as FavouriteButton starts.
      h(
        'button',
        { type: 'button', class: 'link-button', 'aria-pressed': 'false', disabled: '' },
        labels.favourite,
      ),
      readInBook(hadith, labels.readInBook),
    ),
  );
}

function select(
  attributes: Record<string, string>,
  options: [value: string, label: string, lang?: string][],
  value: string,
): HTMLSelectElement {
  const element = h(
    'select',
    attributes,
    ...options.map(([code, label, lang]) => h('option', { value: code, lang }, label)),
  ) as HTMLSelectElement;
  element.value = value;
  return element;
}

/** CollectionField as it renders. */
function collectionField(collections: CollectionChoice[], value: string): HTMLElement {
  const options: [string, string][] = [
    ['', i18n.t('search.allCollections')],
    ...collections.map(({ slug, name }): [string, string] => [slug, name]),
  ];
  return h(
    'div',
    { class: 'field field-collection' },
    h('label', { for: 'collection' }, i18n.t('search.collection')),
    select({ id: 'collection' }, options, value),
  );
}

function form(request: SearchRequest, collections: CollectionChoice[] | null): HTMLElement {
  const query = h('input', {
    id: 'query',
    type: 'search',
    name: 'q',
    // As Preact writes the field's autoFocus.
    autofocus: 'true',
    autocomplete: 'off',
    dir: 'auto',
    placeholder: i18n.t('search.placeholder'),
  }) as HTMLInputElement;
  query.value = request.query;
  const offered = offeredLanguage(request.language);
  const languages: [string, string, string?][] = [...OFFERED_LANGUAGES].map(
    ([code, name]) => [code, name, code] as [string, string, string],
  );
  const language = select(
    { id: 'language', name: 'language' },
    [...languages, ['other', i18n.t('language.otherCode')]],
    offered ?? 'other',
  );
  const code = h('input', {
    id: 'language-code',
    name: 'language-code',
    'aria-label': i18n.t('language.code'),
    placeholder: i18n.t('language.codePlaceholder'),
    autocomplete: 'off',
    spellcheck: 'false',
    size: '8',
  }) as HTMLInputElement;
  code.value = request.language;
  const sizes = PAGE_SIZES.map((size) => [String(size), formatNumber(size)] as [string, string]);
  return h(
    'form',
    { role: 'search', class: 'search-form' },
    h(
      'div',
      { class: 'field field-query' },
      h('label', { for: 'query' }, i18n.t('search.label')),
      query,
    ),
    h('button', { type: 'submit', class: 'button' }, i18n.t('search.submit')),
    h(
      'div',
      { class: 'search-options' },
      h(
        'div',
        { class: 'field field-language' },
        h('label', { for: 'language' }, i18n.t('common.language')),
        h('div', { class: 'language-choice' }, language, offered === null && code),
      ),
      h(
        'div',
        { class: 'field field-size' },
        h('label', { for: 'page-size' }, i18n.t('search.perPage')),
        select({ id: 'page-size' }, sizes, String(request.limit)),
      ),
      collections !== null && collectionField(collections, request.collection ?? ''),
    ),
  );
}

function pager(shown: ShownSearch): HTMLElement {
  const { page, totalPages, total, hasPrev, hasNext } = shown.answer.pagination;
  const turn = (label: string, can: boolean) =>
    h(
      'button',
      { type: 'button', class: 'button', 'aria-disabled': can ? undefined : 'true' },
      label,
    );
  const prev = turn(i18n.t('search.prev'), hasPrev) as HTMLButtonElement;
  const next = turn(i18n.t('search.next'), hasNext) as HTMLButtonElement;
  prev.disabled = !hasPrev;
  next.disabled = !hasNext;
  const figures = [formatNumber(page), formatNumber(totalPages), formatNumber(total)];
  return h(
    'nav',
    { class: 'pager', 'aria-label': i18n.t('search.pages') },
    prev,
    h(
      'p',
      { class: 'page-status', 'aria-live': 'polite' },
      plural('search.pageStatus', total, figures),
    ),
    next,
  );
}

/** The search panel as SearchPanel first renders it for `painted`. */
export function searchPanelDom({
  request,
  shown,
  expandedId,
  collections,
}: PaintedSearch): HTMLElement {
  const terms = queryTerms(shown?.request.query ?? '');
  const labels = resultLabels();
  const hadiths = shown?.answer.hadiths ?? [];
  const { page, limit } = shown?.request ?? request;
  return h(
    'div',
    { class: 'search-panel' },
    form(request, collections),
    h(
      'div',
      { class: 'results', 'aria-busy': String(shown === null) },
      shown === null && h('p', { class: 'hint' }, i18n.t('search.searching')),
      shown?.answer.pagination.total === 0 &&
        h('p', { class: 'empty' }, i18n.t('search.noMatch', [shown.request.query])),
      hadiths.length > 0 &&
        h(
          'ol',
          { class: 'result-list', start: String((page - 1) * limit + 1) },
          ...hadiths.map((hadith, i) =>
            h(
              'li',
              {},
              result(
                hadith,
                terms,
                labels,
                shown?.snippets?.[hadith.id],
                hadith.id === expandedId,
                i === 0,
              ),
            ),
          ),
        ),
    ),
    shown !== null && shown.answer.pagination.total > 0 && pager(shown),
  );
}
