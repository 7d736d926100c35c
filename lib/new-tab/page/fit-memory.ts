/**
 * What the last fit learned of the window, kept in localStorage for the next
 * tab's first guess (./fit.ts).
 */

import {
  arabicRem,
  translationRem,
  withoutLastLine,
  type HadithLayout,
  type LayoutRoom,
  type TextAreas,
  type Try,
} from './fit-model';
import { windowHasSizeOf, type Lengths, type measure, type TextParts } from './fit-page';
import { PAGE_MEMORY, readMemory, writeMemory } from '../../page-memory';

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
  /**
   * Area per character, less the last line's half (see
   * lib/new-tab/page/fit-model.ts): a mean over the last tabs (learnedTexts).
   */
  perCharacter: { arabic: number; translation: number };
  /**
   * Half a line of each text, px per rem of its size (TextAreas.halfLines).
   * Absent from a memory kept before they were, whose areas per character
   * hold the last lines.
   */
  halfLines?: { arabic: number; translation: number };
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
  return amiri ? 'amiri' : 'fallback';
}

export function recall(where: string): FitMemory | null {
  return readMemory(
    PAGE_MEMORY.newTabFit,
    (value) => {
      const memory = value as FitMemory | null;
      return typeof memory?.key === 'string' && typeof memory.gap === 'number' ? memory : null;
    },
    where,
  );
}

export function remember(where: string, memory: FitMemory): void {
  // A full or unavailable store only costs the next tab its first guess.
  writeMemory(PAGE_MEMORY.newTabFit, memory, where);
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
  const halfLines = halfLinesOf(memory);
  return {
    arabic: lengths.arabic * memory.perCharacter.arabic,
    translation: lengths.translation * memory.perCharacter.translation,
    rtlTranslation: parts.translation?.dir === 'rtl',
    note: 0,
    stackGaps: memory.gap * Math.max(texts.length - 1, 0),
    halfLines: {
      arabic: parts.arabic === null ? 0 : halfLines.arabic,
      translation: parts.translation === null ? 0 : halfLines.translation,
    },
  };
}

function halfLinesOf(memory: FitMemory | null): { arabic: number; translation: number } {
  const halfLines = memory?.halfLines;
  return typeof halfLines?.arabic === 'number' && typeof halfLines.translation === 'number'
    ? halfLines
    : { arabic: 0, translation: 0 };
}

/**
 * The share of a hadith's own area per character the memory takes in, the
 * rest staying the last tabs'. One hadith's words run longer or shorter than
 * the next one's: over 100 tabs, the last hadith's area per character alone
 * guessed a text's area to within 12.5 % (standard deviation); this mean,
 * with the last lines' halves taken out, to within 7 %.
 */
const NEW_TEXT_WEIGHT = 0.3;

/**
 * What the memory keeps of the texts a fit measured (`shown`, at `tried`):
 * each text's area per character, less its last line's half, taken into the
 * mean `before` kept, and its half line. A text the hadith lacks keeps
 * `before`'s.
 */
export function learnedTexts(
  shown: Pick<ReturnType<typeof measure>, 'texts' | 'room' | 'halfLines'>,
  tried: Try,
  lengths: Lengths,
  before: FitMemory | null,
): Pick<FitMemory, 'perCharacter' | 'halfLines'> {
  const { texts, room, halfLines } = shown;
  const rems = {
    arabic: arabicRem(tried.fit),
    translation: translationRem(tried.fit, texts.rtlTranslation),
  };
  const widths = { arabic: room.arabicWidth, translation: room.translationWidth };
  // A memory kept before the half lines were counted has the last lines in its areas.
  const means = before?.halfLines === undefined ? null : before.perCharacter;
  const perCharacter = { ...(before?.perCharacter ?? { arabic: 0, translation: 0 }) };
  const kept = { ...halfLinesOf(before) };
  for (const text of ['arabic', 'translation'] as const) {
    if (lengths[text] === 0) continue;
    const own =
      withoutLastLine(texts[text], halfLines[text], widths[text], rems[text]) / lengths[text];
    const mean = means?.[text] ?? 0;
    perCharacter[text] = mean > 0 ? mean + NEW_TEXT_WEIGHT * (own - mean) : own;
    kept[text] = halfLines[text];
  }
  return { perCharacter, halfLines: kept };
}
