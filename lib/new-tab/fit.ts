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
 * keeps the largest that fits. A hadith too long to fit at the smallest sizes
 * is stacked and marked `data-hadith-overflow`, which shows the "continue
 * reading" cue.
 *
 * Everything is set on `<html>`, which neither the paint script's DOM nor
 * Preact's owns, so the first paint's choice survives the app taking over.
 * The paint script runs it before the first frame, so the page never shows
 * another size first.
 */

export type HadithLayout = 'stack' | 'columns';

export interface HadithFit {
  layout: HadithLayout;
  /** 0 to 1: where the type sizes stand between smallest and largest. */
  fit: number;
  /** False when even the smallest sizes leave text to scroll to. */
  whole: boolean;
}

/** A stack that fits only below this leaves room to try columns. */
const STACK_COMFORTABLE = 0.5;
/** Columns need the window at least this wide (about 1,000 px at the default font size). */
const COLUMNS_MEDIA = '(min-width: 62rem)';
/** Guesses tried for one layout before falling back to the smallest sizes. */
const GUESSES = 4;
/**
 * Less than the area one character takes at the smallest sizes, in px² at a
 * 16 px root font (Arabic at 20 px takes about 340, a translation at 15 px
 * about 180): a text needing this much more than the window cannot fit.
 */
const LEAST_AREA_PER_CHARACTER = 100;

function textBox(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.hadith-page .hadith-text');
}

/** True when something must scroll: the text's box, or the page itself. */
function overflows(text: HTMLElement): boolean {
  const page = document.documentElement;
  return (
    text.scrollHeight > text.clientHeight + 1 ||
    page.scrollHeight > page.clientHeight + 1 ||
    page.scrollWidth > page.clientWidth + 1
  );
}

function apply(layout: HadithLayout, fit: number): void {
  const root = document.documentElement;
  root.dataset.hadithLayout = layout;
  root.style.setProperty('--fit', fit.toFixed(3));
}

/**
 * The type's size at `fit`, relative to its size at 1: the mean of the
 * Arabic's and the translation's, whose ranges (assets/newtab.css) are
 * 1.25–2.05 rem and 0.9375–1.25 rem.
 */
function typeScale(fit: number): number {
  return ((1.25 + 0.8 * fit) / 2.05 + (0.9375 + 0.3125 * fit) / 1.25) / 2;
}

/**
 * The `--fit` at which the text, now too tall for its box at `fit`, should
 * just fit: its height grows with the square of the type's size (longer
 * lines and more of them), so the size shrinks by the square root of the
 * room over the height, less a little for the lines' rounding.
 */
function nextGuess(text: HTMLElement, fit: number): number {
  const page = document.documentElement;
  const room = Math.min(
    text.clientHeight / text.scrollHeight,
    page.clientHeight / Math.max(page.scrollHeight, 1),
  );
  const scale = typeScale(fit) * Math.sqrt(room) * 0.98;
  const guess = (scale - typeScale(0)) / (typeScale(1) - typeScale(0));
  // Always a step down, so the search ends.
  return Math.min(guess, fit - 0.04);
}

/** Tries `layout` from `guess` down; answers the `--fit` it shows whole at, or null. */
function searchDown(text: HTMLElement, layout: HadithLayout, guess: number): number | null {
  let fit = guess;
  for (let tries = 0; tries < GUESSES && fit > 0; tries++) {
    apply(layout, fit);
    if (!overflows(text)) return fit;
    fit = nextGuess(text, fit);
  }
  apply(layout, 0);
  return overflows(text) ? null : 0;
}

/** The guess for `layout` after trying it at the largest sizes, or 1 when it fits there. */
function firstGuess(text: HTMLElement, layout: HadithLayout): number {
  apply(layout, 1);
  return overflows(text) ? Math.max(nextGuess(text, 1), 0) : 1;
}

/** Side by side only helps when there are two texts and room for two columns. */
function columnsPossible(text: HTMLElement): boolean {
  return (
    text.querySelector('.arabic') !== null &&
    text.querySelector('.translation, .translation-missing') !== null &&
    matchMedia(COLUMNS_MEDIA).matches
  );
}

/** What the page is fitted for: the hadith (its text's id), the window and the Arabic size option. */
function fittedFor(textId: string): string {
  const size = document.documentElement.dataset.arabicSize ?? 'normal';
  return `${textId} ${innerWidth}x${innerHeight} ${size}`;
}

/**
 * True when the text is certainly too long to fit, from its length alone:
 * laying out a very long text (the longest hadiths run to 30,000 characters,
 * a hostile service could send more) takes long enough to be worth skipping.
 */
function certainlyTooLong(text: HTMLElement): boolean {
  const rootFontPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const least = (text.textContent ?? '').length * LEAST_AREA_PER_CHARACTER * (rootFontPx / 16) ** 2;
  return least > innerWidth * innerHeight;
}

/**
 * Chooses the layout and sizes for the hadith on the page now, in a few
 * layouts of the page (each costs a few ms of text shaping before the first
 * paint): the largest sizes first, then guesses from how much too tall the
 * text was. Columns are tried when a stack would need small type.
 */
function chooseFit(text: HTMLElement): HadithFit {
  // Set before anything is read, so the first layout is one the search measures.
  apply('stack', 1);
  if (certainlyTooLong(text)) return { layout: 'stack', fit: 0, whole: false };
  const stack = firstGuess(text, 'stack');
  if (stack === 1) return { layout: 'stack', fit: 1, whole: true };
  const tries: [HadithLayout, number][] = [['stack', stack]];
  if (stack < STACK_COMFORTABLE && columnsPossible(text)) {
    const columns = firstGuess(text, 'columns');
    if (columns === 1) return { layout: 'columns', fit: 1, whole: true };
    // The layout promising the larger type first; the other if it fails.
    if (columns > stack) tries.unshift(['columns', columns]);
    else tries.push(['columns', columns]);
  }
  for (const [layout, guess] of tries) {
    const fit = searchDown(text, layout, guess);
    if (fit !== null) return { layout, fit, whole: true };
  }
  return { layout: 'stack', fit: 0, whole: false };
}

/**
 * Fits the new tab's hadith to the window, unless it is already fitted for
 * this hadith, window and Arabic size and still shows whole, or already at
 * the smallest sizes (so the app taking over the painted page, a re-render
 * or the font arriving changes nothing). Answers the new fit, or null when
 * nothing changed or the page shows no hadith.
 */
export function fitHadith(): HadithFit | null {
  const text = textBox();
  if (text === null) return null;
  const root = document.documentElement;
  // Read only when fitted before: reading the window's size lays the page
  // out, and the first fit's first layout should be one it measures.
  if (root.dataset.hadithFitted !== undefined && root.dataset.hadithFitted === fittedFor(text.id)) {
    // Already at the smallest sizes, or still whole: nothing to change.
    if (root.hasAttribute('data-hadith-overflow') || !overflows(text)) return null;
  }
  const fit = chooseFit(text);
  apply(fit.layout, fit.fit);
  root.toggleAttribute('data-hadith-overflow', !fit.whole);
  root.removeAttribute('data-hadith-end');
  root.dataset.hadithFitted = fittedFor(text.id);
  return fit;
}

/** Marks whether the reader reached the end of a hadith too long to fit (the cue then hides). */
export function noteReadingPosition(text: HTMLElement): void {
  const atEnd = text.scrollTop + text.clientHeight >= text.scrollHeight - 2;
  document.documentElement.toggleAttribute('data-hadith-end', atEnd);
}

/** The "continue reading" cue: scrolls the text on by most of what it shows. */
export function continueReading(): void {
  const text = textBox();
  if (text === null) return;
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  text.scrollBy({ top: text.clientHeight * 0.85, behavior: smooth ? 'smooth' : 'auto' });
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
