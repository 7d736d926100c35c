/**
 * The arithmetic of the new tab's fit (lib/new-tab/page/fit.ts), apart from the
 * page: how tall the hadith's texts will be at another size or in another
 * layout, from how tall they were at one, so the fit lays the page out at
 * the answer's neighbourhood rather than walking down to it.
 *
 * A text's height times its width, over the square of its type size, stays
 * about the same as either changes: its lines grow longer and more numerous
 * together. That quantity is the text's `area` here (px² per rem²). Line
 * breaks make it inexact, so the fit still checks every guess on the page.
 */

export type HadithLayout = 'stack' | 'columns';

/** The room a layout gives the texts in one window, as measured there. */
export interface LayoutRoom {
  /** The text box's height with every other part of the page in place, px. */
  height: number;
  /** The widths the Arabic and the translation are set in, px. */
  arabicWidth: number;
  translationWidth: number;
}

/** One hadith's texts, in quantities that hold across sizes and layouts. */
export interface TextAreas {
  arabic: number;
  translation: number;
  /** Whether the translation is set in the larger sizes of a right-to-left script. */
  rtlTranslation: boolean;
  /** The note of the translation's language, set above it, px (0 when none). */
  note: number;
  /** Between the texts in a stack (the note's included), px. */
  stackGaps: number;
  /**
   * Half a line of each text, px per rem of its size: what its last line
   * leaves empty on average. Added by a guess from the texts' lengths alone
   * (see withoutLastLine); 0 in texts measured on the page, whose areas hold
   * their last lines.
   */
  halfLines: { arabic: number; translation: number };
}

/** The Arabic's size at `fit`, in rem at the default Arabic size (assets/newtab.css). */
export function arabicRem(fit: number): number {
  return 1.25 + 0.8 * fit;
}

/** The translation's size at `fit`, in rem (assets/newtab.css). */
export function translationRem(fit: number, rtl: boolean): number {
  return rtl ? 1.1 + 0.35 * fit : 0.9375 + 0.3125 * fit;
}

/** A text's area from its height, set `width` wide at `rem`. */
export function areaOf(height: number, width: number, rem: number): number {
  return (height * width) / (rem * rem);
}

/**
 * A text's area less the half line its last line leaves empty on average
 * (`halfLine` px per rem, set `width` wide at `rem`): the part that grows with
 * its length. A short text's last line is a large share of it, so an area
 * per character learned from it and applied to a long one, or the other way
 * round, would guess wrong by that share.
 */
export function withoutLastLine(
  area: number,
  halfLine: number,
  width: number,
  rem: number,
): number {
  return Math.max(area - (halfLine * width) / rem, 0);
}

/** How tall the texts would be in `room`'s layout at `fit`, px. */
export function contentHeight(
  texts: TextAreas,
  layout: HadithLayout,
  room: LayoutRoom,
  fit: number,
): number {
  const arabicSize = arabicRem(fit);
  const translationSize = translationRem(fit, texts.rtlTranslation);
  const arabic =
    (texts.arabic * arabicSize ** 2) / Math.max(room.arabicWidth, 1) +
    texts.halfLines.arabic * arabicSize;
  const translation =
    (texts.translation * translationSize ** 2) / Math.max(room.translationWidth, 1) +
    texts.halfLines.translation * translationSize;
  return layout === 'stack'
    ? arabic + translation + texts.stackGaps
    : Math.max(arabic, texts.note + translation);
}

/**
 * The largest `fit` from 0 to 1 at which the texts should fill no more than
 * the room, less `margin` of it (line breaks can add a line the areas do not
 * foresee); -1 when even 0 should not fit.
 */
export function largestFit(
  texts: TextAreas,
  layout: HadithLayout,
  room: LayoutRoom,
  margin: number,
): number {
  const limit = room.height * (1 - margin);
  const fits = (fit: number) => contentHeight(texts, layout, room, fit) <= limit;
  if (fits(1)) return 1;
  if (!fits(0)) return -1;
  // The height grows with the fit: halve the interval to within 0.005.
  let low = 0;
  let high = 1;
  while (high - low > 0.005) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return Math.floor(low * 1000) / 1000;
}

/** A layout and a size: one try of the fit (lib/new-tab/page/fit.ts). */
export interface Try {
  layout: HadithLayout;
  fit: number;
}

/** A stack that fits only below this leaves room to try columns. */
const STACK_COMFORTABLE = 0.5;
/** A step down from a size that overflowed, when the arithmetic promises no less. */
const STEP_DOWN = 0.04;
/** Larger type than a size that fits is tried only when it is at least this much larger. */
const WORTH_TRYING_UP = 0.15;
/**
 * Once a size has overflowed, a layout the arithmetic says cannot fit even at
 * the smallest sizes is still tried there only if its texts come within this
 * share of its room: line breaks make the areas inexact by less. A hadith far
 * too long for the window then costs one layout, not three.
 */
const LAST_RESORT_REACH = 0.15;

/**
 * The next layout and size to try, from what is known of the texts and the
 * rooms: the stack when it fits at comfortable sizes, else the layout that
 * promises the larger type. Columns are tried at the largest sizes when
 * their room is not yet known; a layout that promises nothing is tried at its
 * smallest sizes, once, as a last resort (see LAST_RESORT_REACH). Null when
 * nothing is left worth trying.
 */
export function nextTry(
  texts: TextAreas,
  rooms: Partial<Record<HadithLayout, LayoutRoom>>,
  columns: boolean,
  failed: Map<HadithLayout, number>,
  best: Try | null,
  margin: number,
): Try | null {
  // With the fit each layout promises, below 0 when none should fit.
  const candidates: (Try & { promised: number })[] = [];
  // Columns never win over a stack found to fit at comfortable sizes (see better).
  const bothLayouts = columns && (best === null || !comfortableStack(best));
  const layouts = bothLayouts ? (['stack', 'columns'] as const) : (['stack'] as const);
  for (const layout of layouts) {
    const room = rooms[layout];
    const promised = room === undefined ? 1 : largestFit(texts, layout, room, margin);
    let fit = promised;
    const lowestFailed = failed.get(layout);
    // Below a size that overflowed by at least a step, so the search ends.
    if (lowestFailed !== undefined) fit = Math.min(fit, lowestFailed - STEP_DOWN);
    // Nothing promised: the smallest sizes once, as a last resort, unless what was measured
    // already shows the texts far beyond this layout's room.
    if (fit < 0) {
      const outOfReach =
        failed.size > 0 &&
        room !== undefined &&
        contentHeight(texts, layout, room, 0) > room.height * (1 + LAST_RESORT_REACH);
      fit = lowestFailed === 0 || outOfReach ? -1 : 0;
    }
    if (fit >= 0) candidates.push({ layout, fit, promised: Math.min(promised, fit) });
  }
  const stack = candidates.find((candidate) => candidate.layout === 'stack');
  const chosen =
    stack !== undefined && (stack.fit >= STACK_COMFORTABLE || candidates.length === 1)
      ? stack
      : candidates.sort((a, b) => b.promised - a.promised)[0];
  if (chosen === undefined) return null;
  if (best !== null) {
    const step = chosen.layout === best.layout ? WORTH_TRYING_UP : 0;
    if (chosen.fit <= best.fit + step) return null;
  }
  return { layout: chosen.layout, fit: chosen.fit };
}

/** A better fit than `best`: larger type, but never columns over a stack at comfortable sizes. */
export function better(found: Try, best: Try | null): boolean {
  if (best === null) return true;
  if (found.layout !== best.layout && comfortableStack(best)) return false;
  if (found.layout !== best.layout && comfortableStack(found)) return true;
  return found.fit > best.fit;
}

function comfortableStack(fit: Try): boolean {
  return fit.layout === 'stack' && fit.fit >= STACK_COMFORTABLE;
}
