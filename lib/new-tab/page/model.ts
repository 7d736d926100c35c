import { i18n } from '#i18n';
import { batch, createModel, effect, signal } from '@preact/signals';
import { HadithError } from '../../hadith-error';
import { localDay } from '../../locale/local-day';
import { isStandIn, type PreparedHadith } from '../../hadith/prepared-hadith';
import type { NewTabPlan, NewTabReport } from '../plan';
import { chooseForNewTab, keepDailyPick, takeNext, type Choice } from '../choice';
import { ask } from '../../messaging/contract';
import { HISTORY_LIMIT } from '../../storage/history';
import {
  NEW_TAB_SETTING_KEYS,
  SERVICE_STATE_KEYS,
  watchSettings,
} from '../../storage/setting-changes';
import { readStoredPlan, rememberShown, takeFromStoredPlan, writeStoredPlan } from './stored-plan';
import { copyWithReference } from './copy';
import { createTrail } from './trail';

/** How long "Copied" or "Saved" stays on screen. */
const CONFIRM_MS = 1800;

/**
 * The new tab's state. The first hadith comes from the stored plan (`stored`,
 * as the page read it synchronously), so it is in the first paint; the
 * background hears what was shown only after that paint and answers with the
 * plan for the next tabs. A tab that opens on a review (`reviewing`) takes
 * nothing until the review ends (`resume`): only a hadith shown leaves the
 * pool, and only then does the background ask the service for another.
 */
export const NewTabModel = createModel((stored: NewTabPlan | null, reviewing: boolean) => {
  const today = () => localDay(Date.now());
  let waiting = reviewing;
  const { first, plan: firstPlan } = waiting
    ? { first: null, plan: stored }
    : takeFromStoredPlan(stored, today());
  let plan = firstPlan;

  const current = signal<PreparedHadith | null>(first?.entry ?? null);
  /** Whether "Read in its book" is offered, as the plan says (and the first paint drew). */
  const readerOffered = signal(plan?.readerOffered !== false);
  const error = signal<HadithError | null>(null);
  const confirmation = signal<string | null>(null);
  let confirmTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const trail = createTrail(() => ask('recentHadiths', { limit: HISTORY_LIMIT }));
  /** Whether Share's choices are open: the button and the S key toggle it. */
  const sharing = signal(false);
  /** Whether a star was toggled on this page: then its star is newer than the background's. */
  let toggled = false;

  function confirm(message: string): void {
    clearTimeout(confirmTimer);
    confirmation.value = message;
    confirmTimer = setTimeout(() => (confirmation.value = null), CONFIRM_MS);
  }

  function show(choice: Choice): void {
    if (choice.report.shown !== null) rememberShown(choice.report.shown.hadith.id);
    trail.drawn(choice.entry);
    plan = writeStoredPlan(choice.rest);
    batch(() => {
      current.value = choice.entry;
      error.value = null;
    });
  }

  /**
   * The star of the hadith of the day, in the plan the next tabs paint from:
   * kept there as soon as it is set, so a tab opened before the background
   * answers shows it as set.
   */
  function keepDailyStar(id: number, favourite: boolean): void {
    const daily = plan?.daily ?? null;
    if (plan === null || daily === null || daily.entry.hadith.id !== id) return;
    if (daily.entry.favourite === favourite) return;
    plan = writeStoredPlan({ ...plan, daily: { ...daily, entry: { ...daily.entry, favourite } } });
  }

  /** Tells the background what was shown; keeps its answer for the next tabs. */
  async function report(shown: NewTabReport): Promise<NewTabPlan> {
    const next = keepDailyPick(await ask('newTabShown', shown), plan, today());
    if (disposed) return next;
    plan = writeStoredPlan(next);
    readerOffered.value = next.readerOffered !== false;
    const entry = current.value;
    if (entry !== null && next.daily?.entry.hadith.id === entry.hadith.id) {
      // The page's star when toggled here (the background may answer before it keeps
      // the toggle); else the background's, which another tab may have changed.
      if (toggled) keepDailyStar(entry.hadith.id, entry.favourite);
      else if (next.daily.entry.favourite !== entry.favourite) {
        current.value = { ...entry, favourite: next.daily.entry.favourite };
      }
    }
    // A saved hadith's line says why the service is not used: keep it current.
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
    if (disposed || waiting || choice === null) return;
    // A built-in hadith standing in for the language only replaces the painted one for the worse.
    if (current.value !== null && isStandIn(choice.entry)) return;
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

  async function previous(): Promise<void> {
    start();
    const entry = current.value;
    if (entry === null) return;
    const earlier = await trail.earlier(entry);
    if (earlier === undefined) return confirm(i18n.t('hadith.noEarlier'));
    batch(() => {
      current.value = earlier;
      error.value = null;
    });
  }

  function another(): void {
    start();
    const later = trail.later();
    if (later !== null) return void (current.value = later);
    const choice = plan === null ? null : takeNext(plan, today());
    if (choice === null) {
      void guarded(showFromBackground);
      return;
    }
    show(choice);
    void guarded(async () => void (await report(choice.report)));
  }

  /** Starred by Learn, which stars what it learns: the star shows it, as a toggle would. */
  function starred(): void {
    const entry = current.value;
    if (entry === null || entry.favourite) return;
    toggled = true;
    current.value = { ...entry, favourite: true };
    keepDailyStar(entry.hadith.id, true);
  }

  async function toggleFavourite(): Promise<void> {
    start();
    const entry = current.value;
    if (entry === null) return;
    const favourite = !entry.favourite;
    toggled = true;
    current.value = { ...entry, favourite };
    trail.replace(current.value);
    keepDailyStar(entry.hadith.id, favourite);
    try {
      await ask('setFavourite', { hadith: entry.hadith, favourite });
      confirm(i18n.t(favourite ? 'hadith.savedToFavourites' : 'hadith.removedFromFavourites'));
    } catch (caught) {
      if (current.value?.hadith.id === entry.hadith.id) current.value = entry;
      keepDailyStar(entry.hadith.id, entry.favourite);
      error.value = HadithError.from(caught);
    }
  }

  let started = false;
  let stopWatching: (() => void)[] = [];
  /**
   * Tells the background what was shown, and follows the settings: once the first
   * paint is on screen (entrypoints/newtab/page.tsx), or before an action taken
   * earlier, so the background hears of the first hadith before the action's.
   */
  function start(): void {
    if (disposed || started) return;
    started = true;
    if (first !== null) {
      void guarded(async () => {
        const next = await report(first.report);
        // Painted in another language: one chosen since the plan was stored, or a stand-in.
        if (first.entry.hadith.language !== next.language) await showFrom(next);
      });
    } else if (!waiting && current.value === null) void guarded(showFromBackground);
    stopWatching = [
      watchSettings(NEW_TAB_SETTING_KEYS, () => void guarded(showFromBackground)),
      // The service went offline, or came back: the notice under a saved hadith follows.
      watchSettings(
        SERVICE_STATE_KEYS,
        () =>
          void guarded(
            async () => void (await report({ shown: null, dailyFor: null, today: today() })),
          ),
      ),
    ];
  }

  /** The review on screen ended: the tab shows what it would have shown, taken only now. */
  function resume(): void {
    if (!waiting || disposed) return;
    waiting = false;
    // Read again: other tabs may have taken from the plan during the review.
    const next = takeFromStoredPlan(readStoredPlan(), today());
    plan = next.plan;
    const choice = next.first;
    if (choice === null) return void guarded(showFromBackground);
    current.value = choice.entry;
    void guarded(async () => void (await report(choice.report)));
  }

  effect(() => () => {
    disposed = true;
    clearTimeout(confirmTimer);
    stopWatching.forEach((stop) => stop());
  });

  return {
    start,
    resume,
    current,
    readerOffered,
    error,
    confirmation,
    confirm,
    sharing,
    another,
    previous: () => void guarded(previous),
    copy: () => copyWithReference(current.value, confirm),
    toggleFavourite,
    starred,
  };
});

/** A new tab's model, as its page makes it and NewTab renders it. */
export type NewTabState = InstanceType<typeof NewTabModel>;
