import type { ReviewsPlan } from '../../reviews/card';
import { PAGE_MEMORY, readMemory, writeMemory } from '../../page-memory';
import type { NewTabPlan } from '../plan';
import { chooseForNewTab, type Choice } from '../choice';

/**
 * The plan for the next new tab, kept in the extension's localStorage: the one
 * store a page can read synchronously, before its first paint. The background
 * (which has no localStorage) sends every update; pages only mirror it.
 */

export const STORED_PLAN_KEY = PAGE_MEMORY.newTabPlan.key;
/** The ids the new tabs showed lately (PAGE_MEMORY.shownIds), newest first: at most this many. */
const SHOWN_MEMORY = 20;

function looksLikePlan(value: unknown): value is NewTabPlan {
  const plan = value as Partial<NewTabPlan> | null;
  return (
    typeof plan === 'object' &&
    plan !== null &&
    Array.isArray(plan.upcoming) &&
    typeof plan.language === 'string' &&
    (plan.rotation === 'every-tab' || plan.rotation === 'daily') &&
    // A plan stored by an earlier version lacks what this one paints: it is replaced.
    [...plan.upcoming, ...(plan.daily ? [plan.daily.entry] : [])].every(
      (entry) => typeof entry?.hadith?.translationLanguage === 'string',
    )
  );
}

/** The stored plan, or null when there is none or it cannot be read. */
export function readStoredPlan(): NewTabPlan | null {
  // A damaged entry is as good as none: the background sends a new plan.
  return readMemory(PAGE_MEMORY.newTabPlan, (kept) => (looksLikePlan(kept) ? kept : null));
}

function recentlyShown(): number[] {
  // A damaged list only loses its memory of the last few tabs.
  const ids = readMemory(PAGE_MEMORY.shownIds, (kept) => (Array.isArray(kept) ? kept : null));
  return ids?.filter((id): id is number => typeof id === 'number') ?? [];
}

/** A tab showed `id`: plans written later leave it out. */
export function rememberShown(id: number): void {
  const ids = [id, ...recentlyShown().filter((known) => known !== id)].slice(0, SHOWN_MEMORY);
  writeMemory(PAGE_MEMORY.shownIds, ids);
}

/**
 * Stores `plan` without the hadiths a tab showed since the background made it
 * (its answer can cross a tab opened, or "Another hadith" pressed, meanwhile);
 * answers the plan as stored.
 */
export function writeStoredPlan(plan: NewTabPlan): NewTabPlan {
  const shown = new Set(recentlyShown());
  const stored = { ...plan, upcoming: plan.upcoming.filter((e) => !shown.has(e.hadith.id)) };
  // Storage full or blocked: none is kept, and the next tab asks the background instead.
  writeMemory(PAGE_MEMORY.newTabPlan, stored);
  return stored;
}

/** The reviews' plan an answer brought back: the next tabs review from it, not from the one before. */
export function keepReviewsPlan(reviews: ReviewsPlan): void {
  const plan = readStoredPlan();
  if (plan !== null) writeStoredPlan({ ...plan, reviews });
}

/**
 * What this tab shows from `stored` (the stored plan as read), taken from it:
 * remembered as shown and stored at once, so a tab opened in the same instant
 * shows the next hadith. `plan` is what is stored after; both null without a plan.
 */
export function takeFromStoredPlan(
  stored: NewTabPlan | null,
  today: string,
): {
  first: Choice | null;
  plan: NewTabPlan | null;
} {
  const first = stored === null ? null : chooseForNewTab(stored, today);
  if (first === null) return { first, plan: stored };
  if (first.report.shown !== null) rememberShown(first.report.shown.hadith.id);
  return { first, plan: writeStoredPlan(first.rest) };
}
