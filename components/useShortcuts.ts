import { useLayoutEffect } from 'preact/hooks';

/** Single keys and what they do; `' '` is Space. */
export type Shortcuts = Record<string, () => void>;

const NONE: Shortcuts = {};

/** Where typing must reach the field, not trigger a shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const CONTROLS = 'button, a, summary';

/**
 * The control the pointer last pressed, while it keeps the focus that press
 * gave it: focus moved on by the keyboard (Tab) is the keyboard's.
 */
let clicked: Element | null = null;
let following = false;

function followPointer(): void {
  if (following) return;
  following = true;
  document.addEventListener(
    'pointerdown',
    (event) => (clicked = (event.target as Element | null)?.closest(CONTROLS) ?? null),
    true,
  );
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target !== clicked) clicked = null;
    },
    true,
  );
}

/**
 * Page-wide shortcuts, single keys case-insensitive, for the new tab and the
 * search pages. Left alone: keys with a modifier (the browser's own
 * shortcuts), keys typed into a field unless they are among `whileTyping`
 * (keys a field has no use for, such as PageDown), and Space on a button or
 * link the keyboard reached, which activates it. On a control just clicked
 * with the pointer, Space is the page's: pressing that control a second time
 * would undo the click (a favourite removed, a hadith unlearnt). Listening
 * from the render itself (a layout effect), so a key pressed the moment the
 * page appears is heard.
 */
export function useShortcuts(shortcuts: Shortcuts, whileTyping: Shortcuts = NONE): void {
  useLayoutEffect(() => {
    followPointer();
    function onKey(event: KeyboardEvent): void {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      // A panel open over the page (an explanation) takes the keys; Escape closes it.
      if (document.querySelector('dialog[open]') !== null) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = whileTyping[key] ?? (isTextEntry(event.target) ? undefined : shortcuts[key]);
      if (action === undefined) return;
      const control = (event.target as Element | null)?.closest(CONTROLS) ?? null;
      if (key === ' ' && control !== null && control !== clicked) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts, whileTyping]);
}
