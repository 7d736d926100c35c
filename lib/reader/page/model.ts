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

/** Where the reader is: the address it keeps, so Back, Forward and a reload come back to it. */
export interface ReaderPlace {
  link: ReaderLink;
  /** A new place (another page or book): a step Back returns from. Else the same place, moved on. */
  step: boolean;
}

export interface ReaderModelOptions {
  link: ReaderLink;
  /** The translation's language, as the options hold it. */
  language: string;
  backend?: ReaderBackend;
  /** Told of every page shown and the hadith the keys are on, to keep the address in step. */
  onShown?: (page: BookPage, place: ReaderPlace) => void;
}

/** Which hadith of a page the keys start from once it is shown. */
type Mark = { id: number } | { number: number } | 'first' | 'last' | 'none';

/**
 * The reader's state: the book page shown; the hadith it was opened for
 * (`target`), marked wherever its page is shown; the hadith the keys are on
 * (`current`); and moving through the book: ← → between hadiths, a page at a
 * time, the next or the previous book, and to a hadith by its number.
 */
export const ReaderModel = createModel((options: ReaderModelOptions) => {
  const { language, backend = messagingBackend, onShown } = options;
  const answer = signal<BookAnswer | null>(null);
  const error = signal<HadithError | null>(null);
  const loading = signal(false);
  /** The hadith the keys are on: its place on the page; null for none. */
  const current = signal<number | null>(null);
  /** The hadith the reader was opened for, or last went to by number. */
  const target = signal<number | null>(options.link.id ?? null);
  const page = computed(() => (answer.value?.kind === 'page' ? answer.value : null));
  /** The number "Go to hadith" asked for that the collection does not have; null when none. */
  const missing = signal<number | null>(null);
  let sequence = 0;
  let last: { request: BookRequest; mark: Mark; step: boolean } | null = null;

  function placeOf(shown: BookPage, index: number | null, step: boolean): ReaderPlace {
    const at = index === null ? undefined : shown.hadiths[index]?.id;
    const link: ReaderLink = {
      collection: shown.collection.slug,
      book: shown.book,
      page: shown.pagination.page,
      id: target.value ?? undefined,
      at,
    };
    return { link, step };
  }

  function indexOf(hadiths: BookPage['hadiths'], mark: Mark): number | null {
    if (mark === 'none' || hadiths.length === 0) return null;
    if (mark === 'first') return 0;
    if (mark === 'last') return hadiths.length - 1;
    const found =
      'id' in mark
        ? hadiths.findIndex((hadith) => hadith.id === mark.id)
        : hadiths.findIndex((hadith) => hadith.hadithNumber === mark.number);
    return found < 0 ? ('id' in mark ? 0 : null) : found;
  }

  async function open(request: BookRequest, mark: Mark, step: boolean): Promise<void> {
    const ticket = ++sequence;
    last = { request, mark, step };
    loading.value = true;
    try {
      const answered = await backend.readBook(request);
      if (ticket !== sequence) return;
      // "Go to hadith N" past the collection's end: the page stays, and says so.
      if (answered.kind === 'no-hadith' && page.value !== null) {
        batch(() => {
          missing.value = answered.number;
          loading.value = false;
        });
        return;
      }
      const index = answered.kind === 'page' ? indexOf(answered.hadiths, mark) : null;
      // The service's Arabic name for the collection, for every name the page shows.
      if (answered.kind === 'page') learnCollectionNames([answered.collection]);
      batch(() => {
        answer.value = answered;
        missing.value = null;
        current.value = index;
        error.value = null;
        loading.value = false;
        // Gone to by its number: that hadith is now the one the reader is for.
        if (
          answered.kind === 'page' &&
          index !== null &&
          typeof mark === 'object' &&
          'number' in mark
        ) {
          target.value = answered.hadiths[index]!.id;
        }
      });
      if (answered.kind === 'page') onShown?.(answered, placeOf(answered, index, step));
    } catch (caught) {
      if (ticket !== sequence) return;
      batch(() => {
        error.value = HadithError.from(caught);
        loading.value = false;
      });
    }
  }

  /** Opens what an address names; `step` when the reader moves there, not when it comes back. */
  function follow(link: ReaderLink, step: boolean): void {
    const { collection, book, hadithNumber, id, at } = link;
    target.value = id ?? null;
    const mark: Mark = at !== undefined ? { id: at } : id !== undefined ? { id } : 'none';
    if (link.page !== undefined || hadithNumber === undefined) {
      void open({ collection, book, language, page: link.page ?? 1 }, mark, step);
    } else {
      const by: Mark = id === undefined && at === undefined ? { number: hadithNumber } : mark;
      void open({ collection, book, language, hadithNumber }, by, step);
    }
  }

  /** Another book of the collection, from its first page. */
  function openBook(book: number): void {
    const shown = page.value;
    if (shown === null) return;
    void open({ collection: shown.collection.slug, book, language, page: 1 }, 'first', true);
  }

  /** The page `step` away; past the book's ends, the next or the previous book. */
  function turn(step: 1 | -1, mark: Mark): void {
    const shown = page.value;
    if (shown === null || loading.value) return;
    const { hasNext, hasPrev, page: number } = shown.pagination;
    const base = { collection: shown.collection.slug, language, book: shown.book };
    if ((step === 1 && hasNext) || (step === -1 && hasPrev)) {
      return void open({ ...base, page: number + step }, mark, true);
    }
    const book = shown.book + step;
    if (book < 1 || (shown.bookCount !== null && book > shown.bookCount)) return;
    openBook(book);
  }

  /** ← →: the next or the previous hadith, on to the next page at the end of one. */
  const move = action((step: 1 | -1) => {
    const shown = page.value;
    if (shown === null || shown.hadiths.length === 0) return;
    const at = current.value ?? (step === 1 ? -1 : shown.hadiths.length);
    const next = at + step;
    if (next >= 0 && next < shown.hadiths.length) {
      current.value = next;
      onShown?.(shown, placeOf(shown, next, false));
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

  follow(options.link, false);

  return {
    answer,
    page,
    error,
    loading,
    current,
    target,
    missing,
    canPrevBook,
    canNextBook,
    move,
    follow,
    nextPage: action(() => turn(1, 'first')),
    prevPage: action(() => turn(-1, 'first')),
    nextBook: action(() => canNextBook.value && openBook(page.value!.book + 1)),
    prevBook: action(() => canPrevBook.value && openBook(page.value!.book - 1)),
    /** "Go to hadith N": the book holding it, opened at it. */
    goTo: action((number: number) => {
      const shown = page.value;
      const collection = shown?.collection.slug ?? options.link.collection;
      void open({ collection, language, hadithNumber: number }, { number }, true);
    }),
    retry: action(() => last !== null && void open(last.request, last.mark, last.step)),
  };
});
