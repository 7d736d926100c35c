import { useLayoutEffect } from 'preact/hooks';

/** Single keys and what they do; `' '` is Space. */
export type Shortcuts = Record<string, () => void>;

const NONE: Shortcuts = {};

/** Where typing must reach the field, not trigger a shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Page-wide shortcuts, single keys case-insensitive, for the new tab and the
 * search pages. Left alone: keys with a modifier (the browser's own
 * shortcuts), keys typed into a field unless they are among `whileTyping`
 * (keys a field has no use for, such as PageDown), and Space on a button or
 * link, which activates it. Listening from the render itself (a layout
 * effect), so a key pressed the moment the page appears is heard.
 */
export function useShortcuts(shortcuts: Shortcuts, whileTyping: Shortcuts = NONE): void {
  useLayoutEffect(() => {
    function onKey(event: KeyboardEvent): void {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      // A panel open over the page (an explanation) takes the keys; Escape closes it.
      if (document.querySelector('dialog[open]') !== null) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = whileTyping[key] ?? (isTextEntry(event.target) ? undefined : shortcuts[key]);
      if (action === undefined) return;
      const target = event.target as HTMLElement | null;
      if (key === ' ' && target?.closest('button, a, summary') != null) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts, whileTyping]);
}
