import { i18n } from '#i18n';
import { useEffect, useState } from 'preact/hooks';
import { ErrorNotice } from '@/components/ErrorNotice';
import { HadithError } from '@/lib/hadith-error';
import { learnCollectionNames, localCollectionName } from '@/lib/hadith/collection-names';
import { shownCollection } from '@/lib/hadith/reference';
import { formatLabel } from '@/lib/locale/digits';
import { plural } from '@/lib/locale/locale';
import { ask } from '@/lib/messaging/contract';
import type { ContentsAnswer, ContentsEntry } from '@/lib/reader/book';
import { readerSearch } from '@/lib/reader/link';
import { GoToHadith } from './ReaderHeader';

/** A book's name in the interface's language, else English, else "Book N". */
function bookName(book: ContentsEntry): string {
  const name = book.names[i18n.t('locale')] ?? book.names.en;
  return name?.trim() || i18n.t('reader.book', [formatLabel(book.number)]);
}

/** Where a book's hadiths stand in the collection: "Hadiths 1–7", or "Hadith 5". */
function bookRange({ firstHadith, hadithCount }: ContentsEntry): string {
  if (firstHadith <= 0 || hadithCount <= 0) return '';
  if (hadithCount === 1) return i18n.t('reader.contentsOne', [formatLabel(firstHadith)]);
  const last = firstHadith + hadithCount - 1;
  return i18n.t('reader.contentsRange', [formatLabel(firstHadith), formatLabel(last)]);
}

/**
 * A collection's contents: its books in order, each with its name and the
 * hadiths it holds, from the packaged table (no request per book), and "Go
 * to hadith N".
 */
export function Contents({ collection }: { collection: string }) {
  const [answer, setAnswer] = useState<ContentsAnswer | null>(null);
  const [error, setError] = useState<HadithError | null>(null);
  useEffect(() => {
    ask('collectionContents', { collection }).then(
      (found) => {
        if (found.kind !== 'unknown-collection') learnCollectionNames([found.collection]);
        setAnswer(found);
      },
      (caught: unknown) => setError(HadithError.from(caught)),
    );
  }, [collection]);

  if (answer?.kind === 'unknown-collection') {
    return (
      <main class="reader-page">
        <p class="notice notice-error" role="alert">
          {i18n.t('reader.unknownCollection', [shownCollection(answer.collection)])}
        </p>
      </main>
    );
  }
  const listed = answer === null ? null : answer.collection;
  const name = listed === null ? '' : localCollectionName(listed.name, i18n.t('locale'));
  if (name !== '') document.title = i18n.t('reader.title', [i18n.t('reader.contents'), name]);
  const slug = listed?.slug ?? collection;
  const goTo = (number: number) => {
    location.search = readerSearch({ collection: slug, hadithNumber: number });
  };
  return (
    <main class="reader-page" aria-busy={answer === null && error === null}>
      <header class="reader-header">
        <p class="reader-collection">{name}</p>
        <h1>{i18n.t('reader.contents')}</h1>
        {answer?.kind === 'contents' && (
          <p class="reader-position">
            {plural('reader.booksCount', answer.books.length, [formatLabel(answer.books.length)])}
          </p>
        )}
        <GoToHadith onGo={goTo} />
      </header>
      {error !== null && <ErrorNotice error={error} />}
      {answer?.kind === 'no-contents' && (
        <p class="notice" role="status">
          {i18n.t('reader.noContents', [name])}{' '}
          <a href={readerSearch({ collection: slug, book: 1 })}>{i18n.t('reader.fromFirstBook')}</a>
        </p>
      )}
      {answer?.kind === 'contents' && (
        <ol class="contents-list">
          {answer.books.map((book) => (
            <li key={book.number}>
              <a href={readerSearch({ collection: slug, book: book.number })}>
                <span class="contents-number">{formatLabel(book.number)}</span>
                <span class="contents-name">{bookName(book)}</span>
                <span class="contents-range">{bookRange(book)}</span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
