import { action, batch, computed, createModel, signal } from '@preact/signals';
import { HadithError } from '../../hadith-error';
import { ask } from '../../messaging/contract';
import { learnCollectionNames } from '../../hadith/collection-names';
import type { ReaderLink } from '../link';
import type { BookAnswer, BookPage, BookRequest } from '../book';

/** How the model reaches the background; tests give their own. */
export interface ReaderBackend {
  readBook(request: BookRequest): Promise<BookAnswer>;
}

export const messagingBackend: ReaderBackend = {
  readBook: (request) => ask('readBook', request),
};

export interface ReaderModelOptions {
  link: ReaderLink;
  /** The translation's language, as the options hold it. */
  language: string;
  backend?: ReaderBackend;
  /** Told of every page shown and the hadith marked on it, to keep the address in step. */
  onShown?: (page: BookPage, current: number | null) => void;
}

/** Which hadith of a page to mark once it is shown. */
type Mark = { id: number } | 'first' | 'last' | 'none';

/**
 * The reader's state: the book page shown, the hadith marked on it, and
 * moving through the book: ← → between hadiths, a page at a time, and on to
 * the next or the previous book at either end.
 */
export const ReaderModel = createModel((options: ReaderModelOptions) => {
  const { link, language, backend = messagingBackend, onShown } = options;
  const answer = signal<BookAnswer | null>(null);
  const error = signal<HadithError | null>(null);
  const loading = signal(false);
  /** The marked hadith's place on the page; null for none. */
  const current = signal<number | null>(null);
  const page = computed(() => (answer.value?.kind === 'page' ? answer.value : null));
  let sequence = 0;

  async function open(request: BookRequest, mark: Mark): Promise<void> {
    const ticket = ++sequence;
    loading.value = true;
    try {
      const answered = await backend.readBook(request);
      if (ticket !== sequence) return;
      const hadiths = answered.kind === 'page' ? answered.hadiths : [];
      const index =
        mark === 'none' || hadiths.length === 0
          ? null
          : mark === 'first'
            ? 0
            : mark === 'last'
              ? hadiths.length - 1
              : Math.max(
                  0,
                  hadiths.findIndex((hadith) => hadith.id === mark.id),
                );
      // The service's Arabic name for the collection, for every name the page shows.
      if (answered.kind === 'page') learnCollectionNames([answered.collection]);
      batch(() => {
        answer.value = answered;
        current.value = index;
        error.value = null;
        loading.value = false;
      });
      if (answered.kind === 'page') onShown?.(answered, index);
    } catch (caught) {
      if (ticket !== sequence) return;
      batch(() => {
        error.value = HadithError.from(caught);
        loading.value = false;
      });
    }
  }

  /** The page `step` away; past the book's ends, the next or the previous book. */
  function turn(step: 1 | -1, mark: Mark): void {
    const shown = page.value;
    if (shown === null || loading.value) return;
    const { hasNext, hasPrev, page: number } = shown.pagination;
    const base = { collection: shown.collection.slug, language };
    if (step === 1 && hasNext)
      return void open({ ...base, book: shown.book, page: number + 1 }, mark);
    if (step === -1 && hasPrev)
      return void open({ ...base, book: shown.book, page: number - 1 }, mark);
    const book = shown.book + step;
    if (book < 1 || (shown.bookCount !== null && book > shown.bookCount)) return;
    void open({ ...base, book, page: 1 }, 'first');
  }

  /** ← →: the next or the previous hadith, on to the next page at the end of one. */
  const move = action((step: 1 | -1) => {
    const shown = page.value;
    if (shown === null || shown.hadiths.length === 0) return;
    const at = current.value ?? (step === 1 ? -1 : shown.hadiths.length);
    const next = at + step;
    if (next >= 0 && next < shown.hadiths.length) {
      current.value = next;
      onShown?.(shown, next);
      return;
    }
    turn(step, step === 1 ? 'first' : 'last');
  });

  const canPrevBook = computed(() => page.value !== null && page.value.book > 1);
  const canNextBook = computed(() => {
    const shown = page.value;
    if (shown === null) return false;
    // Without the packaged table the next book is tried, and says if there is none.
    return shown.bookCount === null ? shown.hadiths.length > 0 : shown.book < shown.bookCount;
  });

  const { collection, book, hadithNumber, id } = link;
  const mark: Mark = id !== undefined ? { id } : 'none';
  const first =
    link.page !== undefined || hadithNumber === undefined
      ? { collection, book, language, page: link.page ?? 1 }
      : { collection, book, language, hadithNumber };
  void open(first, mark);

  return {
    answer,
    page,
    error,
    loading,
    current,
    canPrevBook,
    canNextBook,
    move,
    nextPage: action(() => turn(1, 'first')),
    prevPage: action(() => turn(-1, 'first')),
    nextBook: action(() => {
      const shown = page.value;
      if (shown !== null && canNextBook.value) {
        void open(
          { collection: shown.collection.slug, book: shown.book + 1, language, page: 1 },
          'first',
        );
      }
    }),
    prevBook: action(() => {
      const shown = page.value;
      if (shown !== null && canPrevBook.value) {
        void open(
          { collection: shown.collection.slug, book: shown.book - 1, language, page: 1 },
          'first',
        );
      }
    }),
    retry: action(() => void open(first, mark)),
  };
});
