/**
 * A page painted before its app runs (the new tab) looks ready at once, so a
 * person may press a button or a shortcut key in the few frames before the app
 * takes that DOM over. Caught here by the paint script, such input is played
 * again by the app once its handlers are on the same elements, in the order it
 * came, so nothing pressed early is lost.
 */

type EarlyInput =
  { kind: 'click'; target: HTMLElement } | { kind: 'key'; key: string; target: EventTarget | null };

interface Catcher {
  inputs: EarlyInput[];
  stop: () => void;
}

const CATCHER_KEY = Symbol.for('hadith-lookup.early-input');
/** Keys a painted page may act on: single characters, and the arrows that page through. */
const CAUGHT_KEYS = /^(.|ArrowLeft|ArrowRight)$/u;

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Called by the paint script once it has painted `root`: keeps what is pressed until the app runs. */
export function catchEarlyInput(root: HTMLElement): void {
  const inputs: EarlyInput[] = [];
  function onClick(event: MouseEvent): void {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button instanceof HTMLButtonElement && !button.disabled) {
      inputs.push({ kind: 'click', target: button });
    }
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
  document.addEventListener('keydown', onKey);
  (globalThis as Record<symbol, unknown>)[CATCHER_KEY] = {
    inputs,
    stop: () => {
      root.removeEventListener('click', onClick);
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
    if (input.kind === 'click') {
      // A button the app did not keep belonged to a page no longer shown.
      if (input.target.isConnected) input.target.click();
      continue;
    }
    const target =
      input.target instanceof Node && input.target.isConnected ? input.target : document;
    target.dispatchEvent(
      new KeyboardEvent('keydown', { key: input.key, bubbles: true, cancelable: true }),
    );
  }
}
