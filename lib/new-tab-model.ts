import { batch, createModel, effect, signal } from '@preact/signals';
import { HadithError } from './hadith-error';
import { hadithAsText } from './hadith-text';
import { localDay } from './local-day';
import type { NewTabPlan, NewTabReport, PreparedHadith } from './new-tab';
import { chooseForNewTab, takeNext, type Choice } from './new-tab-choice';
import { askNewTab } from './new-tab-protocol';
import { NEW_TAB_SETTING_KEYS, watchSettings } from './setting-changes';
import { readStoredPlan, writeStoredPlan } from './stored-plan';

/** How long "Copied" or "Saved" stays on screen. */
const CONFIRM_MS = 1800;

/**
 * The new tab's state. The first hadith comes from the stored plan, read
 * synchronously, so it is in the first paint; the background hears what was
 * shown only after that paint and answers with the plan for the next tabs.
 */
export const NewTabModel = createModel(() => {
  const today = () => localDay(Date.now());
  let plan = readStoredPlan();
  const first = plan === null ? null : chooseForNewTab(plan, today());
  if (first !== null) {
    plan = first.rest;
    // Stored at once, so a tab opened in the same instant shows the next hadith.
    writeStoredPlan(plan);
  }

  const current = signal<PreparedHadith | null>(first?.entry ?? null);
  const error = signal<HadithError | null>(null);
  const confirmation = signal<string | null>(null);
  let confirmTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function confirm(message: string): void {
    clearTimeout(confirmTimer);
    confirmation.value = message;
    confirmTimer = setTimeout(() => (confirmation.value = null), CONFIRM_MS);
  }

  function show(choice: Choice): void {
    plan = choice.rest;
    writeStoredPlan(plan);
    batch(() => {
      current.value = choice.entry;
      error.value = null;
    });
  }

  /** Tells the background what was shown; keeps its answer for the next tabs. */
  async function report(shown: NewTabReport): Promise<NewTabPlan> {
    const next = await askNewTab('newTabShown', shown);
    if (disposed) return next;
    plan = next;
    writeStoredPlan(next);
    // A saved hadith's line says why the service is not used: keep it current.
    const entry = current.value;
    if (entry !== null && entry.source !== 'pool') {
      const notice = next.upcoming.find((e) => e.source !== 'pool')?.notice ?? null;
      if (JSON.stringify(notice) !== JSON.stringify(entry.notice)) {
        current.value = { ...entry, notice };
      }
    }
    return next;
  }

  async function showFrom(fresh: NewTabPlan): Promise<void> {
    const choice = chooseForNewTab(fresh, today());
    if (disposed || choice === null) return;
    show(choice);
    if (choice.report.shown !== null) await report(choice.report);
  }

  /** With no plan at hand (first tab, settings changed): ask, then show from the answer. */
  async function showFromBackground(): Promise<void> {
    await showFrom(await report({ shown: null, dailyFor: null, today: today() }));
  }

  async function guarded(task: () => Promise<void>): Promise<void> {
    try {
      await task();
    } catch (caught) {
      if (!disposed) error.value = HadithError.from(caught);
    }
  }

  function another(): void {
    const choice = plan === null ? null : takeNext(plan, today());
    if (choice === null) {
      void guarded(showFromBackground);
      return;
    }
    show(choice);
    void guarded(async () => void (await report(choice.report)));
  }

  async function copy(): Promise<void> {
    const entry = current.value;
    if (entry === null) return;
    try {
      await navigator.clipboard.writeText(hadithAsText(entry.hadith));
      confirm('Copied with its reference');
    } catch {
      // The browser refused (the page lost focus, a policy): say so instead.
      confirm('The browser did not allow copying');
    }
  }

  async function toggleFavourite(): Promise<void> {
    const entry = current.value;
    if (entry === null) return;
    const favourite = !entry.favourite;
    current.value = { ...entry, favourite };
    try {
      await askNewTab('setFavourite', { hadith: entry.hadith, favourite });
      if (plan?.daily?.entry.hadith.id === entry.hadith.id) {
        plan = { ...plan, daily: { ...plan.daily, entry: { ...plan.daily.entry, favourite } } };
        writeStoredPlan(plan);
      }
      confirm(favourite ? 'Saved to favourites' : 'Removed from favourites');
    } catch (caught) {
      if (current.value?.hadith.id === entry.hadith.id) current.value = entry;
      error.value = HadithError.from(caught);
    }
  }

  effect(() => {
    // After the first paint, so nothing on the way to it waits for the background.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        const task =
          first === null
            ? showFromBackground
            : async () => {
                const next = await report(first.report);
                // The language changed since the plan was stored: show one in the new language.
                if (next.language !== first.entry.language) await showFrom(next);
              };
        void guarded(task);
      }),
    );
    const unwatch = watchSettings(NEW_TAB_SETTING_KEYS, () => void guarded(showFromBackground));
    return () => {
      disposed = true;
      cancelAnimationFrame(frame);
      clearTimeout(confirmTimer);
      unwatch();
    };
  });

  return { current, error, confirmation, another, copy, toggleFavourite };
});
