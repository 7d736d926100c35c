/**
 * What the last fit learned of the window, kept in localStorage for the next
 * tab's first guess (./fit.ts).
 */

import type { HadithLayout, LayoutRoom, TextAreas } from './fit-model';
import { windowHasSizeOf, type Lengths, type TextParts } from './fit-page';

/** What the last fit learned of the window (see FitMemory). */
export const MEMORY_KEY = 'hadith-lookup.new-tab-fit';

/**
 * What the last fit learned, kept in localStorage for the next tab's first
 * guess: the rooms of the window it fitted in, and how much area a
 * character of each text takes. Only a guess rides on it: every guess is
 * checked on the page.
 */
export interface FitMemory {
  /** The window and sizes it was measured in (windowKey). */
  key: string;
  rooms: Partial<Record<HadithLayout, LayoutRoom>>;
  /** Area per character (see lib/new-tab/page/fit-model.ts). */
  perCharacter: { arabic: number; translation: number };
  /** The gap between the texts of a stack, px. */
  gap: number;
  /**
   * The rooms of the windows fitted in before `key`'s, newest first, at most
   * EARLIER_WINDOWS: a window maximised, restored or docked again is known.
   * Absent from a memory kept before they were.
   */
  earlier?: WindowRooms[];
}

/** The rooms of one window (FitMemory). */
export interface WindowRooms {
  key: string;
  rooms: Partial<Record<HadithLayout, LayoutRoom>>;
}

/** Windows remembered besides the last one. */
const EARLIER_WINDOWS = 4;

/**
 * Where the memory is kept, by whether Amiri had loaded when the fit began.
 * A new tab's first fit begins before the page first uses Amiri (its first
 * layout loads it), refits after it: each kind guesses from its own kind's
 * last memory, so a refit cannot spoil the next tab's first guess.
 *
 * Before the page's first layout Amiri cannot have loaded, so the font set is
 * not asked then: asking styles the page before the fit's first `--fit`
 * restyles it. The check took 7 to 11 ms of a new tab's paint script
 * (performance marks), though part of that work only moves to the first
 * layout.
 */
export function memoryKey(beforeFirstLayout: boolean): string {
  const amiri = !beforeFirstLayout && document.fonts.check('1rem Amiri');
  return `${MEMORY_KEY}.${amiri ? 'amiri' : 'fallback'}`;
}

export function recall(where: string): FitMemory | null {
  try {
    const memory = JSON.parse(localStorage.getItem(where) ?? 'null') as FitMemory | null;
    return typeof memory?.key === 'string' && typeof memory.gap === 'number' ? memory : null;
  } catch {
    return null;
  }
}

export function remember(where: string, memory: FitMemory): void {
  try {
    localStorage.setItem(where, JSON.stringify(memory));
  } catch {
    // A full or unavailable store only costs the next tab its first guess.
  }
}

/** The windows `memory` knows, the last one first; a damaged entry is left out. */
function windowsOf(memory: FitMemory): WindowRooms[] {
  const earlier = (Array.isArray(memory.earlier) ? memory.earlier : []).filter(
    (known: WindowRooms | null) =>
      typeof known?.key === 'string' && typeof known.rooms === 'object' && known.rooms !== null,
  );
  return [{ key: memory.key, rooms: memory.rooms }, ...earlier];
}

/**
 * The rooms remembered for the window the page is in: the last window's, or
 * an earlier one's of the same size; else the last window's, as the best
 * there is, read before the fit's first guess lays the page out.
 */
export function roomsForWindow(memory: FitMemory): WindowRooms {
  const windows = windowsOf(memory);
  return windows.find(({ key }) => windowHasSizeOf(key)) ?? windows[0]!;
}

/** `memory`, the last fit's, with the windows `before` knew as its earlier ones. */
export function withEarlier(memory: FitMemory, before: FitMemory | null): FitMemory {
  const known = before === null ? [] : windowsOf(before);
  const earlier = known.filter(({ key }) => key !== memory.key).slice(0, EARLIER_WINDOWS);
  return { ...memory, earlier };
}

/** The texts' areas guessed from their lengths, before anything is laid out. */
export function guessedAreas(parts: TextParts, lengths: Lengths, memory: FitMemory): TextAreas {
  const texts = [parts.note, parts.arabic, parts.translation].filter((part) => part !== null);
  return {
    arabic: lengths.arabic * memory.perCharacter.arabic,
    translation: lengths.translation * memory.perCharacter.translation,
    rtlTranslation: parts.translation?.dir === 'rtl',
    note: 0,
    stackGaps: memory.gap * Math.max(texts.length - 1, 0),
  };
}
