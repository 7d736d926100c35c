import { i18n } from '#i18n';
import { action, batch, computed, createModel, effect, signal } from '@preact/signals';
import type { SearchRequest } from '../../hadith/hadith';
import type { CollectionChoice } from './snapshot';
import { searchPageKey } from '../../hadith/search-text';
import { HadithError } from '../../hadith-error';
import { DEFAULT_PAGE_SIZE, offeredPageSize } from '../page-sizes';
import { formRequest, modeChoice, type SearchForm } from './form-request';
import { createPrefetches } from './prefetch';
import { createRetry } from './retry';
import {
  askCollections,
  messagingBackend,
  type SearchModelOptions,
  type ShownPage,
} from './model-options';
import { watchSearchSettings } from '../../storage/setting-changes';

/** A pause in typing this long starts the search; Enter starts it at once. */
export const SEARCH_PAUSE_MS = 400;
/** A typed query shorter than this waits for Enter: one letter matches little worth a credit. */
const MIN_TYPED_LENGTH = 2;

/**
 * A search page's state: what is typed, what is shown, and paging. Only the
 * newest request may change what is shown; typing waits for a pause; the next
 * page is fetched ahead only on intent; a rate-limited or offline answer is
 * replaced by the service's own once the limit has passed.
 */
export const SearchModel = createModel((options: SearchModelOptions) => {
  const { initial, initialAnswer, backend = messagingBackend, onShown } = options;
  const query = signal(initial.query ?? '');
  const language = signal(initial.language);
  const limit = signal(initial.limit ?? DEFAULT_PAGE_SIZE);
  const collection = signal(initial.collection ?? ''); // Searched within, by slug; '' for all.
  const { mode, keep: keepMode } = modeChoice(initial.mode);
  const collections = signal<CollectionChoice[] | null>(options.collections ?? null);
  const shown = signal<ShownPage | null>(null);
  const error = signal<HadithError | null>(null);
  const loading = signal(false);
  const pagination = computed(() => shown.value?.answer.pagination ?? null);
  const canPrev = computed(() => !loading.value && pagination.value?.hasPrev === true);
  const canNext = computed(() => !loading.value && pagination.value?.hasNext === true);
  let sequence = 0;
  let stopWatching: (() => void)[] | null = null; // The settings' watchers, once started.
  let searchWhenStarted = false; // A search asked for before then.
  let latestKey: string | null = null;
  let pauseTimer: ReturnType<typeof setTimeout> | undefined;
  const retry = createRetry();
  const prefetched = createPrefetches((request) => backend.prefetch(request));

  function retryLater(request: SearchRequest, reason: HadithError): void {
    retry.after(reason, () => void load(request, true));
  }

  async function load(request: SearchRequest, retrying = false): Promise<void> {
    const key = searchPageKey(request);
    const ticket = ++sequence;
    latestKey = key;
    retry.cancel();
    loading.value = true;
    try {
      // A repeat after a limit wants the service's answer, not one fetched ahead during it.
      const early = prefetched.take(key);
      const answer =
        early === undefined || retrying
          ? await backend.search(request)
          : ((await early) ?? (await backend.search(request)));
      if (ticket !== sequence) return;
      const { totalPages } = answer.pagination;
      if (request.page > totalPages && totalPages > 0) {
        // A page past the end (an old or edited link): the last one instead of "Page 9 of 3".
        void load({ ...request, page: totalPages });
        return;
      }
      // A service without search by meaning searched the words: shown as such, and from now on.
      const searched = answer.meaningUnsupported === true ? answer.request : request;
      batch(() => {
        shown.value = { request: searched, answer };
        error.value = null;
        loading.value = false;
        if (answer.meaningUnsupported === true) keepMode('words');
      });
      onShown?.(searched, answer);
      if (answer.offlineReason !== null)
        retryLater(request, HadithError.from(answer.offlineReason));
    } catch (caught) {
      if (ticket !== sequence) return;
      const failure = HadithError.from(caught);
      batch(() => {
        shown.value = null;
        error.value = failure;
        loading.value = false;
      });
      retryLater(request, failure);
    }
  }

  /** The typed search as it would be sent; a sentence when it cannot be; null when nothing is typed. */
  function currentRequest(page: number, asText = false): SearchRequest | string | null {
    const typed = { query: query.value, language: language.value, limit: limit.value };
    return formRequest({ ...typed, collection: collection.value, mode: mode.value, asText }, page);
  }

  /** Input the service would refuse: say why, and send nothing. */
  function refuse(problem: string): void {
    sequence++;
    latestKey = null;
    retry.cancel();
    batch(() => {
      shown.value = null;
      error.value = new HadithError('bad-request', problem);
      loading.value = false;
    });
  }

  const search = action(() => {
    clearTimeout(pauseTimer);
    // Asked before the page has read the settings: sent once it has, in their language.
    if (stopWatching === null) return void (searchWhenStarted = true);
    const request = currentRequest(1) ?? i18n.t('input.emptyQuery');
    if (typeof request === 'string') return refuse(request);
    // The same search already shown or on its way: nothing to send.
    if (searchPageKey(request) === latestKey && error.value === null) return;
    prefetched.clear();
    void load(request);
  });

  /** Searches once typing pauses. */
  const typed = action(() => {
    clearTimeout(pauseTimer);
    if (query.value.trim().length < MIN_TYPED_LENGTH) return;
    pauseTimer = setTimeout(search, options.pauseMs ?? SEARCH_PAUSE_MS);
  });

  /** Pages move by the service's own flags, so the buttons always agree with its pagination. */
  const turnPage = action((step: 1 | -1) => {
    const current = shown.value;
    if (current === null || (step === 1 ? !canNext.value : !canPrev.value)) return;
    void load({ ...current.request, page: current.answer.pagination.page + step });
  });

  /** Keeps the first result in view when the page size changes. */
  const setLimit = action((size: number) => {
    limit.value = size;
    const current = shown.value;
    if (current === null) return;
    const first = (current.answer.pagination.page - 1) * current.request.limit;
    prefetched.clear();
    void load({ ...current.request, limit: size, page: Math.floor(first / size) + 1 });
  });

  /** The query was read as a reference: search its words instead. */
  const searchAsText = action(() => {
    const current = shown.value;
    if (current === null) return;
    void load({ ...current.request, page: 1, asText: true });
  });

  /** A collection chosen (or '' for all): the query, if any, is searched again within it. */
  const setCollection = action((slug: string) => {
    collection.value = slug;
    if (shown.value !== null || error.value !== null) search();
  });

  /** Words or meaning chosen: the query searched again that way. */
  const setMode = action((next: SearchForm['mode']) => {
    if (mode.value === next) return;
    keepMode(next);
    if (shown.value !== null || error.value !== null) search();
  });

  /** The pointer rests on, or focus reaches, `Next`: fetch that page ahead. */
  const intent = action(() => {
    const current = shown.value;
    if (current === null || !canNext.value) return;
    prefetched.ahead({ ...current.request, page: current.answer.pagination.page + 1 });
  });

  /** The search the page opened on, as it would be sent now; opened as text, as text. */
  const opened = () =>
    options.initialProblem ?? currentRequest(initial.page ?? 1, initial.asText === true);
  const restored = opened();
  if (typeof restored === 'string') refuse(restored);
  else if (restored !== null && initialAnswer !== undefined) {
    const key = searchPageKey(restored);
    if (searchPageKey(initialAnswer.request) === key) {
      shown.value = { request: restored, answer: initialAnswer, cuts: options.initialCuts };
      latestKey = key;
    }
  }

  /**
   * Once the first paint is shown and the settings read (the page's script): follows the
   * settings; sends the search asked for meanwhile, else the one opened on unless its
   * answer was at hand or something was typed since (typing sends its own); asks for the
   * service's collections (the snapshot's until then).
   */
  function start(): void {
    if (stopWatching !== null) return;
    stopWatching = [
      // A language or page size saved in the options: the page's at once.
      watchSearchSettings(({ language: saved, resultsPerPage, searchMode }) => {
        if (saved !== undefined) language.value = saved;
        if (searchMode !== undefined) mode.value = searchMode;
        if (resultsPerPage !== undefined) setLimit(offeredPageSize(resultsPerPage));
      }),
    ];
    const asked = searchWhenStarted || sequence > 0 || shown.value !== null;
    const request = asked || query.value !== (initial.query ?? '') ? null : opened();
    if (searchWhenStarted) search();
    else if (typeof request === 'object' && request !== null) void load(request);
    askCollections(backend, (listed) => {
      collections.value = listed;
      options.onCollections?.(listed);
    });
  }

  effect(() => () => {
    stopWatching?.forEach((stop) => stop());
    retry.cancel();
    clearTimeout(pauseTimer);
    sequence++;
  });

  return {
    start,
    query,
    language,
    limit,
    collection,
    collections,
    mode,
    shown,
    error,
    loading,
    pagination,
    canPrev,
    canNext,
    search,
    typed,
    setLimit,
    setCollection,
    setMode,
    searchAsText,
    intent,
    next: action(() => turnPage(1)),
    prev: action(() => turnPage(-1)),
  };
});
