/**
 * A page painted before its app runs (the new tab, the popup, the results
 * page) looks ready at once, so a person may press a button, a shortcut key or
 * Enter in the few frames before the app takes that DOM over. Caught here by
 * the paint script, such input is played again by the app once its handlers
 * are on the same elements, in the order it came, so nothing pressed early is
 * lost. What is typed into a field stays in the field, for the app to read.
 */

type EarlyInput =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'submit'; target: HTMLFormElement }
  | { kind: 'key'; key: string; target: EventTarget | null };

interface Catcher {
  inputs: EarlyInput[];
  stop: () => void;
}

const CATCHER_KEY = Symbol.for('hadith-lookup.early-input');
/** Keys a painted page may act on: single characters, and the keys that page through. */
const CAUGHT_KEYS = /^(.|ArrowLeft|ArrowRight|PageUp|PageDown)$/u;

/** Where typing must reach the field, not trigger a shortcut. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Called by the paint script once it has painted `root`: keeps what is pressed until the app runs. */
export function catchEarlyInput(root: HTMLElement): void {
  const inputs: EarlyInput[] = [];
  function onClick(event: MouseEvent): void {
    const button = (event.target as Element | null)?.closest?.('button');
    // A submit button's click arrives again as its form's submit, which is what is kept.
    if (button instanceof HTMLButtonElement && !button.disabled && button.type !== 'submit') {
      inputs.push({ kind: 'click', target: button });
    }
  }
  function onSubmit(event: SubmitEvent): void {
    // Not sent as a form would be (the page would reload): the app searches instead.
    event.preventDefault();
    inputs.push({ kind: 'submit', target: event.target as HTMLFormElement });
  }
  function onKey(event: KeyboardEvent): void {
    if (event.ctrlKey || event.metaKey || event.altKey || !CAUGHT_KEYS.test(event.key)) return;
    if (isTextEntry(event.target)) return;
    // Space on a button clicks it: the click is what is kept.
    if (event.key === ' ' && (event.target as Element | null)?.closest?.('button, a') != null) {
      return;
    }
    event.preventDefault();
    inputs.push({ kind: 'key', key: event.key, target: event.target });
  }
  root.addEventListener('click', onClick);
  root.addEventListener('submit', onSubmit);
  document.addEventListener('keydown', onKey);
  (globalThis as Record<symbol, unknown>)[CATCHER_KEY] = {
    inputs,
    stop: () => {
      root.removeEventListener('click', onClick);
      root.removeEventListener('submit', onSubmit);
      document.removeEventListener('keydown', onKey);
    },
  } satisfies Catcher;
}

/**
 * Called by the app once its handlers are attached (after its shortcuts hook):
 * stops catching, and plays each early click and key again, once.
 */
export function replayEarlyInput(): void {
  const store = globalThis as Record<symbol, unknown>;
  const catcher = store[CATCHER_KEY] as Catcher | undefined;
  if (catcher === undefined) return;
  delete store[CATCHER_KEY];
  catcher.stop();
  for (const input of catcher.inputs) {
    // A button or form the app did not keep belonged to a page no longer shown.
    if (input.kind === 'click') {
      if (input.target.isConnected) input.target.click();
      continue;
    }
    if (input.kind === 'submit') {
      if (input.target.isConnected) input.target.requestSubmit();
      continue;
    }
    const target =
      input.target instanceof Node && input.target.isConnected ? input.target : document;
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: input.key, bubbles: true, cancelable: true }),
    );
  }
}
