import { action, batch, computed, createModel, effect, signal, untracked } from '@preact/signals';
import { HadithError } from '../../hadith-error';
import { ask } from '../../messaging/contract';
import { paginationFor } from '../../search/pagination';
import type { PreparedHadith } from '../../hadith/prepared-hadith';
import type { FavouriteHadith } from '../../storage/db';
import { HISTORY_LIMIT } from '../../storage/history';
import type { FavouritesPage } from '../favourite';
import type { NoteVersion } from '../favourite';

/** Favourites a page shows: a screenful or two of cards, quick to open with thousands saved. */
export const FAVOURITES_PAGE_SIZE = 20;
/** Recently shown hadiths listed at first, and added by each "Show more". */
export const RECENT_STEP = 10;
/** How long a removed favourite can be put back, once the pointer and focus leave the offer. */
export const UNDO_MS = 8000;
/** A pause in typing this long filters. */
const FILTER_PAUSE_MS = 200;

/** How the model reaches the background; tests give their own. */
export type FavouritesBackend = typeof ask;

/**
 * The Favourites page's state: the filter as typed, the page of favourites it
 * matches, the favourite just removed, which Undo puts back as it was, and the
 * hadiths shown lately. Every change is the background's; this model asks and shows.
 */
export const FavouritesModel = createModel((backend: FavouritesBackend = ask) => {
  const filter = signal('');
  const page = signal(1);
  const shown = signal<FavouritesPage | null>(null);
  const error = signal<HadithError | null>(null);
  const removed = signal<FavouriteHadith | null>(null);
  /** The hadiths new tabs showed lately, newest first; null until known. */
  const recent = signal<PreparedHadith[] | null>(null);
  /** The earlier versions of the shown favourites' notes that sync kept, by id. */
  const earlierNotes = signal<Record<number, NoteVersion[]>>({});
  /** Whether the history holds more than `recent` lists. */
  const moreRecent = signal(false);
  let recentLimit = RECENT_STEP;
  const pagination = computed(() =>
    shown.value === null
      ? null
      : paginationFor(page.value, FAVOURITES_PAGE_SIZE, shown.value.matching),
  );
  let sequence = 0;
  let filterTimer: ReturnType<typeof setTimeout> | undefined;
  let undoTimer: ReturnType<typeof setTimeout> | undefined;

  /** Shows the current page; only the newest answer is shown. */
  async function load(): Promise<void> {
    const ticket = ++sequence;
    try {
      const offset = (page.value - 1) * FAVOURITES_PAGE_SIZE;
      const request = { filter: filter.value, offset, limit: FAVOURITES_PAGE_SIZE };
      const answer = await backend('favouritesPage', request);
      if (ticket !== sequence) return;
      const lastPage = Math.max(1, Math.ceil(answer.matching / FAVOURITES_PAGE_SIZE));
      if (page.value > lastPage) {
        // The last page's favourites were removed: the page before it instead.
        page.value = lastPage;
        return load();
      }
      batch(() => {
        shown.value = answer;
        error.value = null;
      });
      const ids = answer.items.map((favourite) => favourite.id);
      const versions = await backend('earlierNotes', { ids });
      if (ticket === sequence) earlierNotes.value = versions;
    } catch (caught) {
      if (ticket === sequence) error.value = HadithError.from(caught);
    }
  }

  function guarded(task: () => Promise<unknown>): Promise<void> {
    return task().then(
      () => undefined,
      (caught: unknown) => void (error.value = HadithError.from(caught)),
    );
  }

  const typed = action((text: string) => {
    filter.value = text;
    page.value = 1;
    clearTimeout(filterTimer);
    filterTimer = setTimeout(() => void load(), FILTER_PAUSE_MS);
  });

  const turnPage = action((step: 1 | -1) => {
    const at = pagination.value;
    if (at === null || (step === 1 ? !at.hasNext : !at.hasPrev)) return;
    page.value += step;
    void load();
  });

  /** Why the Undo offer is held open: the pointer over it, focus in it. */
  const holds = new Set<'pointer' | 'focus'>();

  /** The Undo offer goes UNDO_MS from now, unless something holds it. */
  function expireUndo(): void {
    clearTimeout(undoTimer);
    if (holds.size === 0) undoTimer = setTimeout(() => (removed.value = null), UNDO_MS);
  }

  /**
   * The Undo offer stays while the pointer is over it or focus is in it (a user
   * reading it, or tabbing to its button), and has its whole time again after.
   */
  function holdUndo(why: 'pointer' | 'focus', held: boolean): void {
    if (held) holds.add(why);
    else holds.delete(why);
    if (removed.value !== null) expireUndo();
  }

  const remove = action((favourite: FavouriteHadith) =>
    guarded(async () => {
      await backend('setFavourite', { hadith: favourite, favourite: false });
      removed.value = favourite;
      expireUndo();
      await load();
    }),
  );

  const undo = action(() =>
    guarded(async () => {
      const favourite = removed.value;
      if (favourite === null) return;
      clearTimeout(undoTimer);
      // The offer goes with its button, which hears no leave or blur after.
      holds.clear();
      removed.value = null;
      await backend('restoreFavourite', favourite);
      await load();
    }),
  );

  async function loadRecent(): Promise<void> {
    // One more than listed, to know whether "Show more" has anything to show.
    const found = await backend('recentHadiths', { limit: recentLimit + 1 });
    batch(() => {
      recent.value = found.slice(0, recentLimit);
      moreRecent.value = found.length > recentLimit;
    });
  }

  const showMoreRecent = action(() => {
    recentLimit = Math.min(recentLimit + RECENT_STEP * 2, HISTORY_LIMIT);
    return guarded(loadRecent);
  });

  /** Bumped when the shown favourites start or stop learning at once: their buttons read again. */
  const learnRound = signal(0);
  /** What the last "Learn all shown" or "Stop learning all shown" did. */
  const learnStatus = signal<{ learning: boolean; count: number } | null>(null);

  /** Starts, or stops, learning every favourite on the page shown. */
  const learnShown = action((learning: boolean) =>
    guarded(async () => {
      const ids = shown.value?.items.map((favourite) => favourite.id) ?? [];
      const count = learning
        ? await backend('learnFavourites', { ids })
        : (await backend('stopLearning', { ids }), ids.length);
      batch(() => {
        learnStatus.value = { learning, count };
        learnRound.value += 1;
      });
    }),
  );

  /** A star given or taken in "Recently shown": the favourites above follow. */
  const starChanged = action(() => guarded(load));

  /** Keeps a note; rejects with a HadithError saying why it was not kept. */
  async function saveNote(id: number, note: string): Promise<void> {
    if (!(await backend('setFavouriteNote', { id, note }))) {
      throw new HadithError('not-found', 'This hadith is no longer a favourite.');
    }
  }

  effect(() => {
    // Untracked: the filter and page it reads must not re-run this effect at every key.
    untracked(() => {
      void load();
      void guarded(loadRecent);
    });
    return () => {
      sequence++;
      clearTimeout(filterTimer);
      clearTimeout(undoTimer);
    };
  });

  return {
    filter,
    shown,
    earlierNotes,
    recent,
    moreRecent,
    showMoreRecent,
    starChanged,
    learnShown,
    learnRound,
    learnStatus,
    error,
    removed,
    pagination,
    typed,
    next: action(() => turnPage(1)),
    prev: action(() => turnPage(-1)),
    remove,
    undo,
    holdUndo,
    saveNote,
  };
});
