import { useEffect } from 'preact/hooks';

/** Single keys and what they do; `' '` is Space. */
export type Shortcuts = Record<string, () => void>;

/** Where typing must reach the field, not trigger a shortcut. */
function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Page-wide single-key shortcuts, case-insensitive. Left alone: keys with a
 * modifier (the browser's own shortcuts), keys typed into a field, and Space
 * on a button or link, which activates it.
 */
export function useShortcuts(shortcuts: Shortcuts): void {
  useEffect(() => {
    function onKey(event: KeyboardEvent): void {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (isTextEntry(event.target)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = shortcuts[key];
      if (action === undefined) return;
      const target = event.target as HTMLElement | null;
      if (key === ' ' && target?.closest('button, a, summary') != null) return;
      event.preventDefault();
      action();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcuts]);
}
