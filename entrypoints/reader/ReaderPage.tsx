import { i18n } from '#i18n';
import { useModel, useSignalEffect } from '@preact/signals';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/ErrorNotice';
import { SearchResult } from '@/components/SearchResult';
import { useShortcuts } from '@/components/useShortcuts';
import { HadithError } from '@/lib/hadith-error';
import { shownCollection, shownName } from '@/lib/hadith/reference';
import { describeError } from '@/lib/ui/error-text';
import {
  contentsSearch,
  readerSearch,
  readReaderLink,
  MAX_BOOK,
  type ReaderLink,
} from '@/lib/reader/link';
import { ReaderModel, type ReaderPlace } from '@/lib/reader/page/model';
import type { BookPage } from '@/lib/reader/book';
import { formatLabel } from '@/lib/locale/digits';
import { backArrow, forwardArrow } from '@/lib/locale/locale';
import { Contents } from './Contents';
import { ReaderBar, ReaderHeader, bookTitle, collectionTitle } from './ReaderHeader';

/**
 * The address follows the reader: a new page or book is a step Back returns
 * from; a move within the page replaces the address. A reload or a bookmark
 * comes back to the same place.
 */
function keepAddress(page: BookPage, { link, step }: ReaderPlace): void {
  const search = readerSearch(link);
  if (search !== location.search) {
    if (step) history.pushState(null, '', search);
    else history.replaceState(null, '', search);
  }
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
  if (link.book === undefined && link.hadithNumber === undefined) {
    return <Contents collection={link.collection} />;
  }
  return <Reader link={link} language={language} />;
}

/** The height a card takes at least: a screenful of cards is the window's height over it. */
const MIN_CARD_PX = 150;

function Reader({ link, language }: { link: ReaderLink; language: string }) {
  const model = useModel(() => new ReaderModel({ link, language, onShown: keepAddress }));
  // A page's first screen of cards (through the one the keys are on) is drawn at once; the
  // rest of its hundred a frame later, once those are on screen.
  const [whole, setWhole] = useState<BookPage | null>(null);
  const drawnOf = (shown: BookPage | null) =>
    shown === null || whole === shown
      ? Infinity
      : Math.max(Math.ceil(innerHeight / MIN_CARD_PX), (model.current.value ?? 0) + 2);
  useEffect(() => {
    const shown = model.page.value;
    if (shown === null || whole === shown) return;
    const frame = requestAnimationFrame(() => setTimeout(() => setWhole(shown)));
    return () => cancelAnimationFrame(frame);
  });
  const listRef = useRef<HTMLOListElement>(null);
  const forward = forwardArrow();
  const backward = backArrow();
  const shortcuts = useMemo(
    () => ({
      [forward.key]: () => model.move(1),
      [backward.key]: () => model.move(-1),
      PageDown: model.nextPage,
      PageUp: model.prevPage,
      '[': model.prevBook,
      ']': model.nextBook,
    }),
    [model, forward.key, backward.key],
  );
  useShortcuts(shortcuts, { PageDown: model.nextPage, PageUp: model.prevPage });
  // Back and Forward: the place the address names, without a new step.
  useEffect(() => {
    const follow = () => {
      const link = readReaderLink(location.search);
      if (link?.book === undefined && link?.hadithNumber === undefined) location.reload();
      else model.follow(link, false);
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [model]);

  // The marked hadith is brought into view and given focus, so the keyboard reads on from it.
  useSignalEffect(() => {
    const index = model.current.value;
    void model.page.value;
    if (index === null) return;
    const bring = () => {
      const item = listRef.current?.children[index] as HTMLElement | undefined;
      // The page's first hadith keeps the book's title in view above it.
      if (index === 0) window.scrollTo({ top: 0 });
      else item?.scrollIntoView({ block: 'start' });
      return item;
    };
    requestAnimationFrame(() => {
      bring()?.focus({ preventScroll: true });
      // The hadiths around it are laid out only once near the screen (content-visibility),
      // which moves it: once they are, it is brought into place again.
      requestAnimationFrame(() => requestAnimationFrame(bring));
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

  if (answer?.kind === 'no-hadith') {
    return (
      <main class="reader-page">
        <p class="notice" role="status">
          {i18n.t('search.noSuchHadith', [
            shownCollection(answer.collection.name),
            formatLabel(answer.number),
          ])}{' '}
          <a href={contentsSearch(answer.collection.slug)}>{i18n.t('reader.contents')}</a>
        </p>
      </main>
    );
  }

  const offline = page?.offlineReason ?? null;
  const from = page === null ? 1 : (page.pagination.page - 1) * page.pagination.limit + 1;
  const drawn = drawnOf(page);
  const missing = model.missing.value;
  const target = model.target.value;

  return (
    <main class="reader-page" aria-busy={model.loading.value}>
      <ReaderHeader model={model} page={page} />
      {page !== null && page.hadiths.length > 0 && <ReaderBar model={model} page={page} />}
      {missing !== null && page !== null && (
        <p class="notice" role="status">
          {i18n.t('search.noSuchHadith', [
            shownCollection(page.collection.name),
            formatLabel(missing),
          ])}
        </p>
      )}
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
          {page.hadiths.slice(0, drawn).map((hadith, index) => (
            <li
              key={`${hadith.id}-${hadith.language}`}
              tabIndex={-1}
              class={
                [
                  hadith.id === target && 'reader-target',
                  index === model.current.value && 'reader-current',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              aria-current={hadith.id === target ? 'true' : undefined}
            >
              <SearchResult hadith={hadith} terms={[]} full bookLink={false} timed={index === 0} />
            </li>
          ))}
        </ol>
      )}
      {page !== null &&
        !page.pagination.hasNext &&
        !model.canNextBook.value &&
        page.hadiths.length > 0 && <p class="reader-end">{i18n.t('reader.endOfCollection')}</p>}
      <p class="hint reader-keys">
        {i18n.t('reader.keys', [backward.symbol, forward.symbol])} · {i18n.t('reader.bookKeys')}
      </p>
    </main>
  );
}
