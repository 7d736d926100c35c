import { createModel, signal, type Signal } from '@preact/signals';
import { offeredPageSize } from '../../search/page-sizes';
import {
  arabicTextSize,
  dailyRequestBudget,
  newTabCollections,
  resultsPerPage,
  reviewPreferences,
  explanationsOffered,
  rotation,
  theme,
  type ReviewPreferences,
  DEFAULT_REVIEW_PREFERENCES,
  type ArabicTextSize,
  type ChosenCollection,
  type Rotation,
  type Theme,
} from '../../storage/settings';
import { saveOutcome } from './save-outcome';
import { ask } from '../../messaging/contract';
import { learnCollectionNames } from '../../hadith/collection-names';
import { HadithError } from '../../hadith-error';
import { describeError } from '../../ui/error-text';

/**
 * The options page's two preference forms, the new tab's and the display's.
 * Both save each choice as soon as it changes: they need no permission and
 * nothing else depends on them; open pages follow through their storage
 * watchers. Each form has one status line saying the last save's outcome.
 */

/** The most a day's budget may be: the service's own per-key daily cap. */
export const MAX_DAILY_BUDGET = 500;

export interface NewTabPreferences {
  rotation: Rotation;
  dailyRequestBudget: number;
  collections: ChosenCollection[];
}

export interface DisplayPreferences {
  theme: Theme;
  arabicTextSize: ArabicTextSize;
  resultsPerPage: number;
}

export async function loadNewTabPreferences(): Promise<NewTabPreferences> {
  const [rotationValue, budget, collections] = await Promise.all([
    rotation.getValue(),
    dailyRequestBudget.getValue(),
    newTabCollections.getValue(),
  ]);
  return { rotation: rotationValue, dailyRequestBudget: budget, collections };
}

export async function loadDisplayPreferences(): Promise<DisplayPreferences> {
  const [themeValue, size, perPage] = await Promise.all([
    theme.getValue(),
    arabicTextSize.getValue(),
    resultsPerPage.getValue(),
  ]);
  return { theme: themeValue, arabicTextSize: size, resultsPerPage: perPage };
}

/** A budget as typed: a whole number from 0 to MAX_DAILY_BUDGET, or null. */
export function parseBudget(text: string): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value)) return null;
  return value >= 0 && value <= MAX_DAILY_BUDGET ? value : null;
}

/** One choice of a form: what it shows, and choosing, which saves it. */
export interface Choice<T> {
  chosen: Signal<T>;
  choose(value: T): void;
}

/**
 * A form saved as it changes: its status line, its saves, and its choices.
 * The line says the latest change's outcome: a save that settles after a
 * later change (a refused budget, another save) says nothing.
 */
function savedAsChanged() {
  const status = signal('');
  let latest = 0;
  function say(text: string): void {
    latest += 1;
    status.value = text;
  }
  async function save(write: Promise<void>): Promise<void> {
    const ticket = (latest += 1);
    const outcome = await saveOutcome(write);
    if (ticket === latest) status.value = outcome;
  }
  function choice<T>(initial: T, item: { setValue(value: T): Promise<void> }): Choice<T> {
    const chosen = signal(initial);
    return {
      chosen,
      choose(value) {
        chosen.value = value;
        void save(item.setValue(value));
      },
    };
  }
  return { status, say, save, choice };
}

export const NewTabPreferencesModel = createModel((initial: NewTabPreferences) => {
  const form = savedAsChanged();
  const budgetText = signal(String(initial.dailyRequestBudget));
  const budgetInvalid = signal(false);

  /**
   * The budget as it is being typed, before it is committed: kept, so that a
   * render while the field has focus (another choice's "Saved.") leaves it as
   * typed instead of putting back the saved one.
   */
  function typeBudget(text: string): void {
    budgetText.value = text;
  }

  /**
   * The budget as typed, saved only when it is a budget. A refused one is said
   * by its field (NewTabPreferencesForm); the status line, which says what was
   * saved, then says nothing.
   */
  function commitBudget(text: string): void {
    budgetText.value = text;
    const value = parseBudget(text);
    budgetInvalid.value = value === null;
    if (value === null) {
      form.say('');
      return;
    }
    void form.save(dailyRequestBudget.setValue(value));
  }

  /** The service's collections to choose from; undefined while asked for, null when it lists none. */
  const offered = signal<ChosenCollection[] | null | undefined>(undefined);
  const offerFailure = signal<string | null>(null);
  const collections = form.choice(initial.collections, newTabCollections);
  void ask('searchCollections').then(
    (listed) => {
      if (listed !== null) learnCollectionNames(listed);
      offered.value = listed?.map(({ slug, name }) => ({ slug, name })) ?? null;
    },
    (error: unknown) => {
      offerFailure.value = describeError(HadithError.from(error));
      // The choice already saved stays on show, and can still be undone.
      offered.value = initial.collections;
    },
  );

  /** Ticks or unticks one collection, keeping the service's order. */
  function toggleCollection(collection: ChosenCollection, on: boolean): void {
    const others = collections.chosen.value.filter(({ slug }) => slug !== collection.slug);
    const order = (offered.value ?? []).map(({ slug }) => slug);
    const next = on ? [...others, collection] : others;
    next.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
    collections.choose(next);
  }

  return {
    status: form.status,
    rotation: form.choice(initial.rotation, rotation),
    budgetText,
    budgetInvalid,
    typeBudget,
    commitBudget,
    offered,
    offerFailure,
    collections: collections.chosen,
    toggleCollection,
  };
});

export async function loadReviewPreferences(): Promise<ReviewPreferences> {
  // Saved before a preference existed: that one as its fallback says.
  return { ...DEFAULT_REVIEW_PREFERENCES, ...(await reviewPreferences.getValue()) };
}

/** Retentions offered: from reviews far apart to reviews often. */
export const RETENTIONS = [0.75, 0.8, 0.85, 0.9, 0.95, 0.97] as const;
/** Review tabs a day offered; 0 turns reviews off. */
export const REVIEWS_PER_DAY = [0, 5, 10, 15, 20, 30, 50] as const;

/** How learnt favourites come back: saved as each choice changes, as one item. */
export const ReviewPreferencesModel = createModel((initial: ReviewPreferences) => {
  const form = savedAsChanged();
  const chosen = signal(initial);
  function choose<K extends keyof ReviewPreferences>(key: K, value: ReviewPreferences[K]): void {
    chosen.value = { ...chosen.value, [key]: value };
    void form.save(reviewPreferences.setValue(chosen.value));
  }
  return { status: form.status, chosen, choose };
});

export const DisplayPreferencesModel = createModel((initial: DisplayPreferences) => {
  const form = savedAsChanged();
  return {
    status: form.status,
    theme: form.choice(initial.theme, theme),
    arabicTextSize: form.choice(initial.arabicTextSize, arabicTextSize),
    resultsPerPage: form.choice(offeredPageSize(initial.resultsPerPage), resultsPerPage),
  };
});

/** Whether cards offer "Explain": the service's AI explanations. */
export const loadExplanationsOffered = (): Promise<boolean> => explanationsOffered.getValue();

export const ExplanationsPreferenceModel = createModel((initial: boolean) => {
  const form = savedAsChanged();
  return { status: form.status, offered: form.choice(initial, explanationsOffered) };
});
