import { i18n } from '#i18n';
import { useState } from 'preact/hooks';
import { localCollectionName } from '@/lib/hadith/collection-names';
import { formatLabel } from '@/lib/locale/digits';
import { backArrow, forwardArrow, formatNumber } from '@/lib/locale/locale';
import { contentsSearch } from '@/lib/reader/link';
import type { BookPage } from '@/lib/reader/book';
import type { ReaderModel } from '@/lib/reader/page/model';
import { StepButton } from '@/components/Pager';

type Model = InstanceType<typeof ReaderModel>;

/** The book's name in the interface's language, else English, else "Book N". */
export function bookTitle(page: BookPage): string {
  const names = page.bookNames ?? {};
  const name = names[i18n.t('locale')] ?? names.en;
  return name?.trim() || i18n.t('reader.book', [formatLabel(page.book)]);
}

/** The collection's name in the interface's script: the service's Arabic name first. */
export function collectionTitle(page: BookPage): string {
  return localCollectionName(page.collection.name, i18n.t('locale'));
}

/** "Go to hadith N": a number in the collection, whichever book holds it. */
export function GoToHadith({ onGo }: { onGo: (number: number) => void }) {
  const [typed, setTyped] = useState('');
  return (
    <form
      class="reader-goto"
      onSubmit={(event) => {
        event.preventDefault();
        const number = Number(typed);
        if (Number.isInteger(number) && number >= 1 && number <= 999_999) onGo(number);
      }}
    >
      <label for="reader-goto">{i18n.t('reader.goTo')}</label>
      <input
        id="reader-goto"
        type="number"
        inputMode="numeric"
        min={1}
        max={999_999}
        required
        value={typed}
        onInput={(event) => setTyped(event.currentTarget.value)}
      />
      <button type="submit" class="button button-quiet">
        {i18n.t('reader.go')}
      </button>
    </form>
  );
}

/** The collection (a link to its contents), the book's title, and where in it the page is. */
export function ReaderHeader({ model, page }: { model: Model; page: BookPage | null }) {
  const { page: pageNumber = 1, limit = 100, total = 0, totalPages = 1 } = page?.pagination ?? {};
  const from = (pageNumber - 1) * limit + 1;
  const to = from + (page?.hadiths.length ?? 0) - 1;
  return (
    <header class="reader-header">
      {page !== null && (
        <p class="reader-collection">
          <a class="quiet-link" href={contentsSearch(page.collection.slug)}>
            {collectionTitle(page)}
          </a>
          {' · '}
          <a class="quiet-link" href={contentsSearch(page.collection.slug)}>
            {i18n.t('reader.contents')}
          </a>
        </p>
      )}
      <h1>{page === null ? i18n.t('reader.loading') : bookTitle(page)}</h1>
      {page !== null && page.hadiths.length > 0 && (
        <p class="reader-position">
          {page.bookCount !== null &&
            `${i18n.t('reader.bookOf', [formatLabel(page.book), formatLabel(page.bookCount)])} · `}
          {totalPages > 1 &&
            `${i18n.t('reader.pageOf', [formatLabel(pageNumber), formatLabel(totalPages)])} · `}
          {i18n.t('reader.range', [formatNumber(from), formatNumber(to), formatNumber(total)])}
        </p>
      )}
      <GoToHadith onGo={model.goTo} />
    </header>
  );
}

/**
 * The bar that stays at the top while reading: the previous and next page and
 * book, and where the page is. Its buttons say their whole name to a screen
 * reader; on screen, an arrow and a word, so four fit a phone's width.
 */
export function ReaderBar({ model, page }: { model: Model; page: BookPage }) {
  const { hasPrev, hasNext, page: pageNumber, totalPages } = page.pagination;
  const back = backArrow().symbol;
  const forward = forwardArrow().symbol;
  const ready = !model.loading.value;
  // The search's pager's steps (components/Pager.tsx), for pages and for books.
  const button = (label: string, shown: string, onClick: () => void, enabled: boolean) => (
    <StepButton
      class="button button-quiet"
      label={label}
      exists={enabled}
      ready={ready}
      onClick={onClick}
    >
      {shown}
    </StepButton>
  );
  return (
    <nav class="reader-bar" aria-label={i18n.t('reader.barLabel')}>
      <p class="reader-bar-place">
        {i18n.t('reader.book', [formatLabel(page.book)])}
        {totalPages > 1 &&
          ` · ${i18n.t('reader.pageOf', [formatLabel(pageNumber), formatLabel(totalPages)])}`}
      </p>
      <div class="reader-bar-buttons">
        {button(
          i18n.t('reader.prevBook'),
          `${back} ${i18n.t('reader.shortBook')}`,
          model.prevBook,
          model.canPrevBook.value,
        )}
        {button(
          i18n.t('reader.prevPage'),
          `${back} ${i18n.t('reader.shortPage')}`,
          model.prevPage,
          hasPrev,
        )}
        {button(
          i18n.t('reader.nextPage'),
          `${i18n.t('reader.shortPage')} ${forward}`,
          model.nextPage,
          hasNext,
        )}
        {button(
          i18n.t('reader.nextBook'),
          `${i18n.t('reader.shortBook')} ${forward}`,
          model.nextBook,
          model.canNextBook.value,
        )}
      </div>
    </nav>
  );
}
