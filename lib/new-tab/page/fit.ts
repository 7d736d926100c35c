/**
 * Lays the new tab's hadith out to fit the window, so the whole of it, Arabic
 * and translation, is read without scrolling whenever it can be at a
 * readable size.
 *
 * The page's CSS (assets/newtab.css) sizes the texts from one number, `--fit`
 * on `<html>`, from 0 (the smallest readable sizes: 20 px Arabic and 15 px
 * translation at the default sizes) to 1 (the largest), and lays them out one
 * above the other (`stack`) or side by side (`columns`, on wide windows).
 * This module tries those on the page itself, measuring what overflows, and
 * keeps the largest that fits. Each layout of the page costs a few ms before
 * the first paint, so the tries are worked out (lib/new-tab/page/fit-model.ts):
 * the first from the texts' lengths and what the last tabs learned of the
 * window (kept in localStorage for the last few window sizes), the next ones
 * from what the last measured.
 * A hadith too long to fit at the smallest sizes is stacked and marked
 * `data-hadith-overflow`, which shows the "continue reading" cue.
 *
 * Everything is set on `<html>`, outside Preact's tree. The app runs it in
 * a layout effect, before the first frame, so the page never shows another
 * size first.
 */

import { better, nextTry, type HadithLayout, type Try } from './fit-model';
import {
  guessedAreas,
  learnedTexts,
  memoryKey,
  recall,
  remember,
  roomsForWindow,
  withEarlier,
  type FitMemory,
} from './fit-memory';
import {
  apply,
  certainlyTooLong,
  characters,
  fittedFor,
  measure,
  overflows,
  partsOf,
  textBox,
  windowKey,
  type Lengths,
} from './fit-page';

export { continueReading, noteReadingPosition } from './fit-page';

export type { HadithLayout } from './fit-model';

export interface HadithFit {
  layout: HadithLayout;
  /** 0 to 1: where the type sizes stand between smallest and largest. */
  fit: number;
  /** False when even the smallest sizes leave text to scroll to. */
  whole: boolean;
}

/** Columns need the window at least this wide (about 1,000 px at the default font size). */
const COLUMNS_MEDIA = '(min-width: 62rem)';
/** Layouts of the page one fit may take before settling for what it found. */
const MOST_LAYOUTS = 5;
/**
 * The share of the room a guess leaves free: more when guessed from the
 * texts' lengths alone than from their measured heights.
 */
const MARGIN_GUESSED = 0.06;
const MARGIN_MEASURED = 0.03;
/** Up from a size that fits, a wasted try costs two layouts (there and back): more margin. */
const MARGIN_UP = 0.06;

/**
 * Chooses the layout and sizes for the hadith on the page now, in as few
 * layouts of the page as it can (each costs a few ms of text shaping before
 * the first paint). The first is a guess from the texts' lengths and what
 * the last fit learned of the window (the largest sizes when nothing was
 * learned); each later one is worked out from what the last measured
 * (lib/new-tab/page/fit-model.ts), down from a size that overflowed, up from one
 * that left much room. Columns are tried when a stack would need small type.
 */
function chooseFit(text: HTMLElement, beforeFirstLayout: boolean): HadithFit {
  const parts = partsOf(text);
  const lengths: Lengths = {
    arabic: characters(parts.arabic),
    translation: characters(parts.translation),
  };
  const where = memoryKey(beforeFirstLayout);
  const memory = recall(where);
  const known = memory === null ? null : roomsForWindow(memory);
  const bothTexts = parts.arabic !== null && parts.translation !== null;
  let next: Try | null = { layout: 'stack', fit: 1 };
  if (memory !== null && known !== null) {
    const rooms = bothTexts ? known.rooms : { stack: known.rooms.stack };
    const columns = rooms.columns !== undefined;
    const guessed = guessedAreas(parts, lengths, memory);
    next = nextTry(guessed, rooms, columns, new Map(), null, MARGIN_GUESSED);
  }
  // Set before anything is read, so the first layout is one the search measures.
  apply(next?.layout ?? 'stack', next?.fit ?? 1);
  if (certainlyTooLong(text)) return { layout: 'stack', fit: 0, whole: false };

  const key = windowKey();
  const rooms = known?.key === key ? { ...known.rooms } : {};
  const columns = bothTexts && matchMedia(COLUMNS_MEDIA).matches;
  const failed = new Map<HadithLayout, number>();
  let best: Try | null = null;
  let learned: { shown: ReturnType<typeof measure>; tried: Try } | null = null;
  for (let layouts = 0; next !== null && layouts < MOST_LAYOUTS; layouts++) {
    if (layouts > 0) apply(next.layout, next.fit);
    const shown = measure(text, parts, next);
    // A text that fits shows only part of its room (the rest of the card grows as the type
    // does): a room measured with the text held in it, here or by the last tab, is nearer.
    const known = rooms[next.layout];
    rooms[next.layout] =
      shown.fits && known !== undefined && known.height > shown.room.height
        ? { ...shown.room, height: known.height }
        : shown.room;
    learned = { shown, tried: next };
    if (!shown.fits) failed.set(next.layout, Math.min(failed.get(next.layout) ?? 1, next.fit));
    // A first guess of columns, from a wider window than this one, does not count.
    else if ((next.layout === 'stack' || columns) && better(next, best)) best = next;
    if (shown.fits && next.fit === 1) break;
    next = nextTry(
      shown.texts,
      rooms,
      columns,
      failed,
      best,
      shown.fits ? MARGIN_UP : MARGIN_MEASURED,
    );
  }
  if (best === null && failed.get('stack') !== 0) {
    // The guesses ran out: the smallest sizes, as the last resort they are.
    apply('stack', 0);
    if (!overflows(text)) best = { layout: 'stack', fit: 0 };
  }
  if (learned !== null) {
    const kept: FitMemory = {
      key,
      rooms,
      ...learnedTexts(learned.shown, learned.tried, lengths, memory),
      gap: learned.shown.gap,
    };
    remember(where, withEarlier(kept, memory));
  }
  return best === null ? { layout: 'stack', fit: 0, whole: false } : { ...best, whole: true };
}

/**
 * Fits the new tab's hadith to the window, unless it is already fitted for
 * this hadith, window and Arabic size and still shows whole, or already at
 * the smallest sizes (so the app taking over the painted page, a re-render
 * or the font arriving changes nothing). Answers the new fit, or null when
 * nothing changed or the page shows no hadith. `beforeFirstLayout` is for
 * the paint script, which fits before the page was ever laid out.
 */
export function fitHadith({ beforeFirstLayout = false } = {}): HadithFit | null {
  const text = textBox();
  if (text === null) return null;
  const root = document.documentElement;
  // Read only when fitted before: reading the window's size lays the page
  // out, and the first fit's first layout should be one it measures.
  if (root.dataset.hadithFitted !== undefined && root.dataset.hadithFitted === fittedFor(text.id)) {
    // Already at the smallest sizes, or still whole: nothing to change.
    if (root.hasAttribute('data-hadith-overflow') || !overflows(text)) return null;
  }
  const fit = chooseFit(text, beforeFirstLayout);
  showFit(fit, fittedFor(text.id));
  return fit;
}

/**
 * Shows the page at `fit`, marked as fitted for `fitted` (what
 * `data-hadith-fitted` says: the text's id and the window, see fittedFor).
 */
function showFit(fit: HadithFit, fitted: string): void {
  const root = document.documentElement;
  apply(fit.layout, fit.fit);
  root.toggleAttribute('data-hadith-overflow', !fit.whole);
  root.removeAttribute('data-hadith-end');
  root.dataset.hadithFitted = fitted;
}

/**
 * Refits on what changes the room or the text's size: the window, the Arabic
 * size option (`data-arabic-size` on `<html>`) and the Arabic font arriving.
 * Answers the function that stops.
 */
export function keepHadithFitted(): () => void {
  const refit = () => void fitHadith();
  const options = new MutationObserver(refit);
  options.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-arabic-size'],
  });
  addEventListener('resize', refit);
  document.fonts.addEventListener('loadingdone', refit);
  return () => {
    options.disconnect();
    removeEventListener('resize', refit);
    document.fonts.removeEventListener('loadingdone', refit);
  };
}
