import { batch, createModel, effect, signal, untracked } from '@preact/signals';
import type { HadithAnswer } from './hadith';
import { HadithError } from './hadith-error';
import { ask } from './protocol';
import { retryDelayMs } from './retry-delay';
import { apiBaseUrl, apiKey, language, searchBaseUrl } from './settings';

/** Saving the options writes several items at once: ask once for all of them. */
const SETTLE_MS = 50;

/**
 * The new tab's state: the hadith shown, or why none can be. It asks the
 * background again whenever a setting that changes the answer is saved.
 */
export const NewTabModel = createModel(() => {
  const answer = signal<HadithAnswer | null>(null);
  const error = signal<HadithError | null>(null);
  let sequence = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function load(): Promise<void> {
    const ticket = ++sequence;
    clearTimeout(timer);
    try {
      const result = await ask('nextHadith');
      if (ticket !== sequence) return;
      batch(() => {
        answer.value = result;
        error.value = null;
      });
    } catch (caught) {
      if (ticket !== sequence) return;
      const failure = HadithError.from(caught);
      batch(() => {
        answer.value = null;
        error.value = failure;
      });
      const delay = retryDelayMs(failure, Date.now());
      if (delay !== null) timer = setTimeout(() => void load(), delay);
    }
  }

  function reloadSoon(): void {
    clearTimeout(timer);
    timer = setTimeout(() => void load(), SETTLE_MS);
  }

  effect(() => {
    untracked(() => void load());
    const unwatch = [apiKey, apiBaseUrl, searchBaseUrl, language].map((item) =>
      item.watch(reloadSoon),
    );
    return () => {
      unwatch.forEach((stop) => stop());
      clearTimeout(timer);
      // Answers still in flight belong to a disposed page.
      sequence++;
    };
  });

  return { answer, error };
});
