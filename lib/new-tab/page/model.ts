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
import { rememberShown, takeFromStoredPlan, writeStoredPlan } from './stored-plan';
import { copyWithReference } from './copy';

/** How long "Copied" or "Saved" stays on screen. */
const CONFIRM_MS = 1800;

/**
 * The new tab's state. The first hadith comes from the stored plan, read
 * synchronously, so it is in the first paint; the background hears what was
 * shown only after that paint and answers with the plan for the next tabs.
 */
export const NewTabModel = createModel(() => {
  const today = () => localDay(Date.now());
  const { first, plan: firstPlan } = takeFromStoredPlan(today());
  let plan = firstPlan;

  const current = signal<PreparedHadith | null>(first?.entry ?? null);
  /** Whether "Read in its book" is offered, as the plan says (and the first paint drew). */
  const readerOffered = signal(plan?.readerOffered !== false);
  const error = signal<HadithError | null>(null);
  const confirmation = signal<string | null>(null);
  let confirmTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  /**
   * The hadiths shown before, newest first, once Previous asked for them: `trail[0]` is
   * the one drawn last, `trail[back]` the one on screen; Another walks forward first.
   */
  let trail: PreparedHadith[] | null = null;
  let back = 0;
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
    // A newly drawn hadith is the newest of the trail, if Previous has read it.
    if (trail !== null && choice.entry.hadith.id !== trail[0]?.hadith.id) {
      trail = [choice.entry, ...trail].slice(0, HISTORY_LIMIT);
      back = 0;
    }
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
    if (disposed || choice === null) return;
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
    if (trail === null) {
      const recent = await ask('recentHadiths', { limit: HISTORY_LIMIT });
      // The one on screen may not have reached the background yet.
      trail = recent[0]?.hadith.id === entry.hadith.id ? recent : [entry, ...recent];
      back = 0;
    }
    const earlier = trail[back + 1];
    if (earlier === undefined) {
      confirm(i18n.t('hadith.noEarlier'));
      return;
    }
    back += 1;
    batch(() => {
      current.value = earlier;
      error.value = null;
    });
  }

  function another(): void {
    start();
    if (trail !== null && back > 0) {
      back -= 1;
      current.value = trail[back]!;
      return;
    }
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
    if (trail?.[back]?.hadith.id === entry.hadith.id) trail[back] = current.value;
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
   * paint is on screen (entrypoints/newtab-page.tsx), or before an action taken
   * earlier, so the background hears of the first hadith before the action's.
   */
  function start(): void {
    if (disposed || started) return;
    started = true;
    const task =
      first === null
        ? showFromBackground
        : async () => {
            const next = await report(first.report);
            // Painted in another language: one chosen since the plan was stored, or a stand-in.
            if (first.entry.hadith.language !== next.language) await showFrom(next);
          };
    void guarded(task);
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

  effect(() => () => {
    disposed = true;
    clearTimeout(confirmTimer);
    stopWatching.forEach((stop) => stop());
  });

  return {
    start,
    reviews: () => firstPlan?.reviews, // The learnt favourites, for this tab's review (./review.ts).
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
