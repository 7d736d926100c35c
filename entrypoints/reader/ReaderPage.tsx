import { i18n } from '#i18n';
import { useModel, useSignalEffect } from '@preact/signals';
import { useMemo, useRef } from 'preact/hooks';
import { ErrorNotice } from '@/components/ErrorNotice';
import { SearchResult } from '@/components/SearchResult';
import { useShortcuts } from '@/components/useShortcuts';
import { HadithError } from '@/lib/hadith-error';
import { shownCollection, shownName } from '@/lib/hadith/reference';
import { localCollectionName } from '@/lib/hadith/collection-names';
import { describeError } from '@/lib/ui/error-text';
import { readerSearch, MAX_BOOK, type ReaderLink } from '@/lib/reader/link';
import { ReaderModel } from '@/lib/reader/page/model';
import type { BookPage } from '@/lib/reader/book';
import { formatLabel } from '@/lib/locale/digits';
import { backArrow, forwardArrow, formatNumber } from '@/lib/locale/locale';

/** The book's name in the interface's language, else English, else "Book N". */
function bookTitle(page: BookPage): string {
  const names = page.bookNames ?? {};
  const name = names[i18n.t('locale')] ?? names.en;
  return name?.trim() || i18n.t('reader.book', [formatLabel(page.book)]);
}

/** The collection's name in the interface's script: the service's Arabic name first. */
function collectionTitle(page: BookPage): string {
  return localCollectionName(page.collection.name, i18n.t('locale'));
}

/** The address follows the reader, so a reload or a bookmark comes back to the same place. */
function keepAddress(page: BookPage, current: number | null): void {
  const marked = current === null ? undefined : page.hadiths[current];
  const search = readerSearch({
    collection: page.collection.slug,
    book: page.book,
    page: page.pagination.page,
    id: marked?.id,
  });
  history.replaceState(null, '', search);
  document.title = i18n.t('reader.title', [bookTitle(page), shownName(collectionTitle(page))]);
}

/** A reader of one collection's book, in order, opened at a hadith. */
export function ReaderPage({ link, language }: { link: ReaderLink | null; language: string }) {
  if (link === null) {
    return (
      <main class="reader-page">
        <p class="notice notice-error" role="alert">
          {i18n.t('reader.badAddress', [formatLabel(MAX_BOOK)])}
        </p>
      </main>
    );
  }
  return <Reader link={link} language={language} />;
}

function Reader({ link, language }: { link: ReaderLink; language: string }) {
  const model = useModel(() => new ReaderModel({ link, language, onShown: keepAddress }));
  const listRef = useRef<HTMLOListElement>(null);
  const forward = forwardArrow();
  const backward = backArrow();
  const shortcuts = useMemo(
    () => ({
      [forward.key]: () => model.move(1),
      [backward.key]: () => model.move(-1),
      PageDown: model.nextPage,
      PageUp: model.prevPage,
    }),
    [model, forward.key, backward.key],
  );
  useShortcuts(shortcuts, { PageDown: model.nextPage, PageUp: model.prevPage });

  // The marked hadith is brought into view and given focus, so the keyboard reads on from it.
  useSignalEffect(() => {
    const index = model.current.value;
    void model.page.value;
    if (index === null) return;
    requestAnimationFrame(() => {
      const item = listRef.current?.children[index] as HTMLElement | undefined;
      // The page's first hadith keeps the book's title in view above it.
      if (index === 0) window.scrollTo({ top: 0 });
      else item?.scrollIntoView({ block: 'start' });
      item?.focus({ preventScroll: true });
    });
  });

  const answer = model.answer.value;
  const error = model.error.value;
  const page = model.page.value;

  if (answer?.kind === 'unsupported') {
    return (
      <main class="reader-page">
        <p class="notice" role="status">
          {i18n.t('reader.unsupported')}
        </p>
      </main>
    );
  }
  if (answer?.kind === 'unknown-collection') {
    return (
      <main class="reader-page">
        <p class="notice notice-error" role="alert">
          {i18n.t('reader.unknownCollection', [shownCollection(answer.collection)])}
        </p>
      </main>
    );
  }

  const offline = page?.offlineReason ?? null;
  const { page: pageNumber = 1, limit = 100, total = 0 } = page?.pagination ?? {};
  const from = (pageNumber - 1) * limit + 1;
  const to = from + (page?.hadiths.length ?? 0) - 1;

  return (
    <main class="reader-page" aria-busy={model.loading.value}>
      <header class="reader-header">
        {page !== null && <p class="reader-collection">{collectionTitle(page)}</p>}
        <h1>{page === null ? i18n.t('reader.loading') : bookTitle(page)}</h1>
        {page !== null && page.hadiths.length > 0 && (
          <p class="reader-position">
            {page.bookCount !== null &&
              `${i18n.t('reader.bookOf', [
                formatLabel(page.book),
                formatLabel(page.bookCount),
              ])} · `}
            {i18n.t('reader.range', [formatNumber(from), formatNumber(to), formatNumber(total)])}
          </p>
        )}
      </header>
      {error !== null && <ErrorNotice error={error} />}
      {offline !== null && (
        <p class="notice notice-offline" role="status">
          {describeError(HadithError.from(offline))}
        </p>
      )}
      {page !== null && page.hadiths.length === 0 && (
        <p class="empty">
          {i18n.t('reader.noBook', [shownName(collectionTitle(page)), formatLabel(page.book)])}
        </p>
      )}
      {page !== null && page.hadiths.length > 0 && (
        <ol class="result-list reader-list" start={from} ref={listRef}>
          {page.hadiths.map((hadith, index) => (
            <li
              key={`${hadith.id}-${hadith.language}`}
              tabIndex={-1}
              class={index === model.current.value ? 'reader-current' : undefined}
              aria-current={index === model.current.value ? 'true' : undefined}
            >
              <SearchResult hadith={hadith} terms={[]} full bookLink={false} />
            </li>
          ))}
        </ol>
      )}
      {page !== null && <ReaderPager model={model} page={page} />}
      <p class="hint reader-keys">{i18n.t('reader.keys', [backward.symbol, forward.symbol])}</p>
    </main>
  );
}

interface Turn {
  /** The book has a page that way: it turns the page; else it opens the book that way. */
  withinBook: boolean;
  turnPage: () => void;
  turnBook: () => void;
  /** There is a book that way (not past the collection's ends). */
  bookThere: boolean;
  pageLabel: string;
  bookLabel: string;
}

/** One of the pager's two buttons; waiting for a page keeps it focusable (aria-disabled). */
function TurnButton({ turn, busy }: { turn: Turn; busy: boolean }) {
  return turn.withinBook ? (
    <button type="button" class="button" aria-disabled={busy || undefined} onClick={turn.turnPage}>
      {turn.pageLabel}
    </button>
  ) : (
    <button
      type="button"
      class="button button-quiet"
      disabled={!turn.bookThere}
      onClick={turn.turnBook}
    >
      {turn.bookLabel}
    </button>
  );
}

/** Previous and Next: a page of the book, or at its ends the book before or after it. */
function ReaderPager({ model, page }: { model: InstanceType<typeof ReaderModel>; page: BookPage }) {
  const { hasPrev, hasNext } = page.pagination;
  const last = !hasNext && !model.canNextBook.value && page.hadiths.length > 0;
  const busy = model.loading.value;
  return (
    <nav class="pager reader-pager" aria-label={i18n.t('reader.pages')}>
      <TurnButton
        busy={busy}
        turn={{
          withinBook: hasPrev,
          turnPage: model.prevPage,
          turnBook: model.prevBook,
          bookThere: model.canPrevBook.value,
          pageLabel: i18n.t('reader.prevPage'),
          bookLabel: i18n.t('reader.prevBook'),
        }}
      />
      <p class="page-status" aria-live="polite">
        {last ? i18n.t('reader.endOfCollection') : ''}
      </p>
      <TurnButton
        busy={busy}
        turn={{
          withinBook: hasNext,
          turnPage: model.nextPage,
          turnBook: model.nextBook,
          bookThere: model.canNextBook.value,
          pageLabel: i18n.t('reader.nextPage'),
          bookLabel: i18n.t('reader.nextBook'),
        }}
      />
    </nav>
  );
}
