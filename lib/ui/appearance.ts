import { settingOf, type ArabicTextSize, type Theme } from '../storage/setting-table';
import { readLocal, watchSettings } from '../storage/setting-changes';

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

/** A copy in localStorage (shared by the extension's pages) applies before the first paint. */
const MIRROR = 'appearance';

function readMirror(): Appearance | null {
  const text = localStorage.getItem(MIRROR);
  if (text === null) return null;
  try {
    return readAppearance(JSON.parse(text) as Record<string, unknown>);
  } catch {
    // A damaged copy only costs the early paint; storage is read right after.
    return null;
  }
}

/**
 * Applies the appearance as last mirrored, synchronously: for a page's first
 * paint, which must not wait for (or pay to set up) `chrome.storage`. The app
 * follows the stored settings once it runs (followAppearance).
 */
export function applyMirroredAppearance(root: HTMLElement = document.documentElement): void {
  const mirrored = readMirror();
  if (mirrored !== null) applyAppearance(root, mirrored);
}

/** Applies the stored appearance now and on every change; returns the function that stops. */
export function followAppearance(root: HTMLElement = document.documentElement): () => void {
  applyMirroredAppearance(root);
  const refresh = async () => {
    const appearance = readAppearance(await readLocal(KEYS));
    applyAppearance(root, appearance);
    localStorage.setItem(MIRROR, JSON.stringify(appearance));
  };
  void refresh();
  return watchSettings(KEYS, () => void refresh());
}
