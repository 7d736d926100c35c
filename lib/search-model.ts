import { action, batch, computed, createModel, effect, signal } from '@preact/signals';
import type { SearchAnswer, SearchRequest } from './hadith';
import { HadithError } from './hadith-error';
import { ask } from './protocol';
import { retryDelayMs } from './retry-delay';
import { DEFAULT_LANGUAGE, language as languageSetting } from './settings';

/** Results per page, fixed until the setting arrives (issue 4). */
export const RESULTS_PER_PAGE = 20;

/** A page of results together with the request the popup sent for it. */
export interface ShownPage {
  request: SearchRequest;
  answer: SearchAnswer;
}

/**
 * The popup's search: what is typed, what is shown, and paging. Only the
 * newest request may change what is shown; a rate-limited request is
 * repeated by itself once the limit has passed.
 */
export const SearchModel = createModel((initialLanguage: string) => {
  const query = signal('');
  const language = signal(initialLanguage);
  const shown = signal<ShownPage | null>(null);
  const error = signal<HadithError | null>(null);
  const loading = signal(false);
  const pagination = computed(() => shown.value?.answer.pagination ?? null);
  const canPrev = computed(() => !loading.value && pagination.value?.hasPrev === true);
  const canNext = computed(() => !loading.value && pagination.value?.hasNext === true);
  let sequence = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function load(request: SearchRequest): Promise<void> {
    const ticket = ++sequence;
    clearTimeout(retryTimer);
    loading.value = true;
    try {
      const answer = await ask('search', request);
      if (ticket !== sequence) return;
      batch(() => {
        shown.value = { request, answer };
        error.value = null;
        loading.value = false;
      });
    } catch (caught) {
      if (ticket !== sequence) return;
      const failure = HadithError.from(caught);
      batch(() => {
        shown.value = null;
        error.value = failure;
        loading.value = false;
      });
      const delay = retryDelayMs(failure, Date.now());
      if (delay !== null) retryTimer = setTimeout(() => void load(request), delay);
    }
  }

  const search = action(() => {
    const text = query.value.trim();
    if (text === '') return;
    const lang = language.value.trim() || DEFAULT_LANGUAGE;
    void load({ query: text, language: lang, page: 1, limit: RESULTS_PER_PAGE });
  });

  const turnPage = action((step: 1 | -1) => {
    const current = shown.value;
    if (current === null || (step === 1 ? !canNext.value : !canPrev.value)) return;
    void load({ ...current.request, page: current.answer.pagination.page + step });
  });

  effect(() => {
    // A language saved in the options becomes the popup's default at once.
    const unwatch = languageSetting.watch((saved) => {
      language.value = saved;
    });
    return () => {
      unwatch();
      clearTimeout(retryTimer);
      sequence++;
    };
  });

  return {
    query,
    language,
    shown,
    error,
    loading,
    pagination,
    canPrev,
    canNext,
    search,
    next: action(() => turnPage(1)),
    prev: action(() => turnPage(-1)),
  };
});
