import { action, createModel, effect, signal } from '@preact/signals';
import { HadithError } from '../../hadith-error';
import { localDay } from '../../locale/local-day';
import { ask } from '../../messaging/contract';
import type { ReviewOverview } from '../card';

/** Cards listed at first, and added by each "Show more": thousands learnt stay quick to open. */
export const LIST_STEP = 50;

/** How the model reaches the background; tests give their own. */
export type ReviewsBackend = typeof ask;

/**
 * The review page's state: the overview as of the page's clock, and the
 * learnt hadiths listed so far. Every change is the background's; this model
 * asks and shows.
 */
export const ReviewOverviewModel = createModel((backend: ReviewsBackend = ask) => {
  const overview = signal<ReviewOverview | null>(null);
  const error = signal<HadithError | null>(null);
  /** What Reset or Stop learning did last. */
  const status = signal<string | null>(null);
  const listed = signal(LIST_STEP);

  async function guarded(task: () => Promise<void>): Promise<void> {
    try {
      await task();
      error.value = null;
    } catch (caught) {
      error.value = HadithError.from(caught);
    }
  }

  const load = () =>
    guarded(async () => {
      const now = Date.now();
      overview.value = await backend('reviewOverview', { now, today: localDay(now) });
    });

  effect(() => void load());

  return {
    overview,
    error,
    status,
    listed,
    showMore: action(() => void (listed.value += LIST_STEP)),
    reset: action((id: number, done: string) =>
      guarded(async () => {
        await backend('resetReview', { id, at: Date.now() });
        status.value = done;
        await load();
      }),
    ),
    stop: action((id: number, done: string) =>
      guarded(async () => {
        await backend('stopLearning', { ids: [id] });
        status.value = done;
        await load();
      }),
    ),
  };
});
