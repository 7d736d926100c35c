import type { Choice } from './choice';

/** Hands the choice newtab-paint.js made to the new tab's module, which runs later. */

const CHOICE_KEY = Symbol.for('hadith-lookup.painted-choice');

export function rememberPaintedChoice(choice: Choice): void {
  (globalThis as Record<symbol, unknown>)[CHOICE_KEY] = choice;
}

/** What was painted before the module ran, once; null when nothing was. */
export function takePaintedChoice(): Choice | null {
  const store = globalThis as Record<symbol, unknown>;
  const choice = (store[CHOICE_KEY] as Choice | undefined) ?? null;
  delete store[CHOICE_KEY];
  return choice;
}
