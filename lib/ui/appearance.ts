import { settingOf, type ArabicTextSize, type Theme } from '../storage/setting-table';
import { readLocal, watchSettings } from '../storage/setting-changes';
import { PAGE_MEMORY, readMemory, writeMemory } from '../page-memory';

/**
 * Theme and Arabic text size, applied to every page as data attributes on
 * `<html>` (assets/base.css reads them). Read through `chrome.storage`
 * directly, like the new tab's other settings, to stay off its first paint's path.
 */

const KEYS = ['theme', 'arabicTextSize'] as const;

export interface Appearance {
  theme: Theme;
  arabicTextSize: ArabicTextSize;
}

/** Stored values as an Appearance; anything unknown falls back to the default. */
export function readAppearance(stored: Record<string, unknown>): Appearance {
  return {
    theme: settingOf('theme', stored.theme),
    arabicTextSize: settingOf('arabicTextSize', stored.arabicTextSize),
  };
}

/** Only what changes: setting even the same value restyles the page (and wakes its observers). */
export function applyAppearance(root: HTMLElement, appearance: Appearance): void {
  if (root.dataset.theme !== appearance.theme) root.dataset.theme = appearance.theme;
  if (root.dataset.arabicSize !== appearance.arabicTextSize) {
    root.dataset.arabicSize = appearance.arabicTextSize;
  }
}

/** The copy in the pages' memory (lib/page-memory.ts), which applies before the first paint. */
export function readMirroredAppearance(): Appearance | null {
  // A damaged copy only costs the early paint; storage is read right after.
  return readMemory(PAGE_MEMORY.appearance, (kept) =>
    typeof kept === 'object' && kept !== null
      ? readAppearance(kept as Record<string, unknown>)
      : null,
  );
}

/**
 * Applies the appearance as last mirrored, synchronously: for a page's first
 * paint, which must not wait for (or pay to set up) `chrome.storage`. The app
 * follows the stored settings once it runs (followAppearance).
 */
export function applyMirroredAppearance(root: HTMLElement = document.documentElement): void {
  const mirrored = readMirroredAppearance();
  if (mirrored !== null) applyAppearance(root, mirrored);
}

/** Applies the stored appearance now and on every change; returns the function that stops. */
export function followAppearance(root: HTMLElement = document.documentElement): () => void {
  applyMirroredAppearance(root);
  const refresh = async () => {
    const appearance = readAppearance(await readLocal(KEYS));
    applyAppearance(root, appearance);
    writeMemory(PAGE_MEMORY.appearance, appearance);
  };
  void refresh();
  return watchSettings(KEYS, () => void refresh());
}
