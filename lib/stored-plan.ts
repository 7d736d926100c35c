import type { NewTabPlan } from './new-tab';

/**
 * The plan for the next new tab, kept in the extension's localStorage: the one
 * store a page can read synchronously, before its first paint. The background
 * (which has no localStorage) sends every update; pages only mirror it.
 */

export const STORED_PLAN_KEY = 'hadith-lookup:new-tab-plan';

function looksLikePlan(value: unknown): value is NewTabPlan {
  const plan = value as Partial<NewTabPlan> | null;
  return (
    typeof plan === 'object' &&
    plan !== null &&
    Array.isArray(plan.upcoming) &&
    typeof plan.language === 'string' &&
    (plan.rotation === 'every-tab' || plan.rotation === 'daily')
  );
}

/** The stored plan, or null when there is none or it cannot be read. */
export function readStoredPlan(): NewTabPlan | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORED_PLAN_KEY) ?? 'null');
    return looksLikePlan(parsed) ? parsed : null;
  } catch {
    // A damaged entry is as good as none: the background sends a new plan.
    return null;
  }
}

export function writeStoredPlan(plan: NewTabPlan): void {
  try {
    localStorage.setItem(STORED_PLAN_KEY, JSON.stringify(plan));
  } catch {
    // Storage full or blocked: the next tab asks the background instead.
    localStorage.removeItem(STORED_PLAN_KEY);
  }
}
