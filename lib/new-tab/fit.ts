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
 * the first paint, so the tries are worked out (lib/new-tab/fit-model.ts):
 * the first from the texts' lengths and what the last tab learned of the
 * window (kept in localStorage), the next ones from what the last measured.
 * A hadith too long to fit at the smallest sizes is stacked and marked
 * `data-hadith-overflow`, which shows the "continue reading" cue.
 *
 * Everything is set on `<html>`, which neither the paint script's DOM nor
 * Preact's owns, so the first paint's choice survives the app taking over.
 * The paint script runs it before the first frame, so the page never shows
 * another size first.
 */

import {
  areaOf,
  arabicRem,
  largestFit,
  translationRem,
  type HadithLayout,
  type LayoutRoom,
  type TextAreas,
} from './fit-model';

export type { HadithLayout } from './fit-model';

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
/** Layouts of the page one fit may take before settling for what it found. */
const MOST_LAYOUTS = 5;
/** A step down from a size that overflowed, when the arithmetic promises no less. */
const STEP_DOWN = 0.04;
/** Larger type than a size that fits is tried only when it is at least this much larger. */
const WORTH_TRYING_UP = 0.15;
/**
 * The share of the room a guess leaves free: more when guessed from the
 * texts' lengths alone than from their measured heights.
 */
const MARGIN_GUESSED = 0.06;
const MARGIN_MEASURED = 0.03;
/** Up from a size that fits, a wasted try costs two layouts (there and back): more margin. */
const MARGIN_UP = 0.06;
/**
 * Less than the area one character takes at the smallest sizes, in px² at a
 * 16 px root font (Arabic at 20 px takes about 340, a translation at 15 px
 * about 180): a text needing this much more than the window cannot fit.
 */
const LEAST_AREA_PER_CHARACTER = 100;
/** What the last fit learned of the window (see FitMemory). */
const MEMORY_KEY = 'hadith-lookup.new-tab-fit';

interface Try {
  layout: HadithLayout;
  fit: number;
}

interface TextParts {
  arabic: HTMLElement | null;
  translation: HTMLElement | null;
  note: HTMLElement | null;
}

/**
 * What the last fit learned, kept in localStorage for the next tab's first
 * guess: the rooms of the window it fitted in, and how much area a
 * character of each text takes. Only a guess rides on it: every guess is
 * checked on the page.
 */
interface FitMemory {
  /** The window and sizes it was measured in (windowKey). */
  key: string;
  rooms: Partial<Record<HadithLayout, LayoutRoom>>;
  /** Area per character (see lib/new-tab/fit-model.ts). */
  perCharacter: { arabic: number; translation: number };
  /** The gap between the texts of a stack, px. */
  gap: number;
}

function textBox(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.hadith-page .hadith-text');
}

function partsOf(text: HTMLElement): TextParts {
  return {
    arabic: text.querySelector<HTMLElement>('.arabic'),
    translation: text.querySelector<HTMLElement>('.translation, .translation-missing'),
    note: text.querySelector<HTMLElement>('.translation-language'),
  };
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

/** Sets the layout and sizes; only what changes, as setting even the same value restyles the page. */
function apply(layout: HadithLayout, fit: number): void {
  const root = document.documentElement;
  if (root.dataset.hadithLayout !== layout) root.dataset.hadithLayout = layout;
  const value = fit.toFixed(3);
  if (root.style.getPropertyValue('--fit') !== value) root.style.setProperty('--fit', value);
}

/** The window, the Arabic size option and the root font: what the rooms depend on. */
function windowKey(): string {
  const size = document.documentElement.dataset.arabicSize ?? 'normal';
  const rootFont = getComputedStyle(document.documentElement).fontSize;
  return `${innerWidth}x${innerHeight} ${size} ${rootFont}`;
}

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
function memoryKey(beforeFirstLayout: boolean): string {
  const amiri = !beforeFirstLayout && document.fonts.check('1rem Amiri');
  return `${MEMORY_KEY}.${amiri ? 'amiri' : 'fallback'}`;
}

function recall(where: string): FitMemory | null {
  try {
    const memory = JSON.parse(localStorage.getItem(where) ?? 'null') as FitMemory | null;
    return typeof memory?.key === 'string' && typeof memory.gap === 'number' ? memory : null;
  } catch {
    return null;
  }
}

function remember(where: string, memory: FitMemory): void {
  try {
    localStorage.setItem(where, JSON.stringify(memory));
  } catch {
    // A full or unavailable store only costs the next tab its first guess.
  }
}

/** Marks set above or below a letter, taking no width of their own (the Arabic's vowels). */
const COMBINING_MARKS = /\p{M}/gu;

/** The characters of a text that take width: marks on letters do not. */
function characters(element: HTMLElement | null): number {
  const text = element?.textContent ?? '';
  return text.length - (text.match(COMBINING_MARKS)?.length ?? 0);
}

/** The characters of each text that take width, counted once a fit. */
interface Lengths {
  arabic: number;
  translation: number;
}

/** The texts' areas guessed from their lengths, before anything is laid out. */
function guessedAreas(parts: TextParts, lengths: Lengths, memory: FitMemory): TextAreas {
  const texts = [parts.note, parts.arabic, parts.translation].filter((part) => part !== null);
  return {
    arabic: lengths.arabic * memory.perCharacter.arabic,
    translation: lengths.translation * memory.perCharacter.translation,
    rtlTranslation: parts.translation?.dir === 'rtl',
    note: 0,
    stackGaps: memory.gap * Math.max(texts.length - 1, 0),
  };
}

function heightOf(element: HTMLElement | null): number {
  return element === null ? 0 : element.getBoundingClientRect().height;
}

function widthOf(element: HTMLElement | null): number {
  return element === null ? 1 : element.clientWidth;
}

/** What one layout of the page shows: whether it fits, its room, and the texts' areas. */
function measure(text: HTMLElement, parts: TextParts, tried: Try) {
  const page = document.documentElement;
  const fits = !overflows(text);
  const arabic = heightOf(parts.arabic);
  const translation = heightOf(parts.translation);
  let height = text.clientHeight - Math.max(page.scrollHeight - page.clientHeight, 0);
  if (fits) {
    // The card is centred by its margins: what they take is room the text may grow into.
    const card = getComputedStyle(text.closest('.panel') ?? text);
    height += (parseFloat(card.marginTop) || 0) + (parseFloat(card.marginBottom) || 0);
  }
  const room: LayoutRoom = {
    height,
    arabicWidth: widthOf(parts.arabic),
    translationWidth: widthOf(parts.translation),
  };
  const rtlTranslation = parts.translation?.dir === 'rtl';
  const noteStyle = parts.note === null ? null : getComputedStyle(parts.note);
  const note =
    heightOf(parts.note) + (noteStyle === null ? 0 : parseFloat(noteStyle.marginBlockEnd) || 0);
  const gap = parseFloat(getComputedStyle(text.parentElement ?? text).rowGap) || 0;
  const texts: TextAreas = {
    arabic: areaOf(arabic, room.arabicWidth, arabicRem(tried.fit)),
    translation: areaOf(
      translation,
      room.translationWidth,
      translationRem(tried.fit, rtlTranslation),
    ),
    rtlTranslation,
    note,
    stackGaps:
      tried.layout === 'stack'
        ? text.scrollHeight - arabic - translation
        : note + gap * (parts.note === null ? 1 : 2),
  };
  return { fits, room, texts, gap };
}

/**
 * The next layout and size to try, from what is known of the texts and the
 * rooms: the stack when it fits at comfortable sizes, else the layout that
 * promises the larger type. Columns are tried at the largest sizes when
 * their room is not yet known. Null when nothing is left worth trying.
 */
function nextTry(
  texts: TextAreas,
  rooms: Partial<Record<HadithLayout, LayoutRoom>>,
  columns: boolean,
  failed: Map<HadithLayout, number>,
  best: Try | null,
  margin: number,
): Try | null {
  // With the fit each layout promises, below 0 when none should fit.
  const candidates: (Try & { promised: number })[] = [];
  for (const layout of columns ? (['stack', 'columns'] as const) : (['stack'] as const)) {
    const room = rooms[layout];
    const promised = room === undefined ? 1 : largestFit(texts, layout, room, margin);
    let fit = promised;
    const lowestFailed = failed.get(layout);
    // Below a size that overflowed by at least a step, so the search ends.
    if (lowestFailed !== undefined) fit = Math.min(fit, lowestFailed - STEP_DOWN);
    // Nothing promised: the smallest sizes once, as a last resort.
    if (fit < 0) fit = lowestFailed === 0 ? -1 : 0;
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
function better(found: Try, best: Try | null): boolean {
  if (best === null) return true;
  const comfortableStack = (fit: Try) => fit.layout === 'stack' && fit.fit >= STACK_COMFORTABLE;
  if (found.layout !== best.layout && comfortableStack(best)) return false;
  if (found.layout !== best.layout && comfortableStack(found)) return true;
  return found.fit > best.fit;
}

/** What the page is fitted for: the hadith (its text's id), and what the rooms depend on. */
function fittedFor(textId: string): string {
  return `${textId} ${windowKey()}`;
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
 * Chooses the layout and sizes for the hadith on the page now, in as few
 * layouts of the page as it can (each costs a few ms of text shaping before
 * the first paint). The first is a guess from the texts' lengths and what
 * the last fit learned of the window (the largest sizes when nothing was
 * learned); each later one is worked out from what the last measured
 * (lib/new-tab/fit-model.ts), down from a size that overflowed, up from one
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
  const bothTexts = parts.arabic !== null && parts.translation !== null;
  let next: Try | null = { layout: 'stack', fit: 1 };
  if (memory !== null) {
    const rooms = bothTexts ? memory.rooms : { stack: memory.rooms.stack };
    const columns = rooms.columns !== undefined;
    const guessed = guessedAreas(parts, lengths, memory);
    next = nextTry(guessed, rooms, columns, new Map(), null, MARGIN_GUESSED);
  }
  // Set before anything is read, so the first layout is one the search measures.
  apply(next?.layout ?? 'stack', next?.fit ?? 1);
  if (certainlyTooLong(text)) return { layout: 'stack', fit: 0, whole: false };

  const key = windowKey();
  const rooms = memory?.key === key ? { ...memory.rooms } : {};
  const columns = bothTexts && matchMedia(COLUMNS_MEDIA).matches;
  const failed = new Map<HadithLayout, number>();
  let best: Try | null = null;
  let learned: Pick<ReturnType<typeof measure>, 'texts' | 'gap'> | null = null;
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
    learned = shown;
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
    const perCharacter = {
      arabic: learned.texts.arabic / Math.max(lengths.arabic, 1),
      translation: learned.texts.translation / Math.max(lengths.translation, 1),
    };
    remember(where, {
      key,
      rooms,
      // A text's own density only stands in for the next one's when it has one.
      perCharacter: {
        arabic: parts.arabic === null ? (memory?.perCharacter.arabic ?? 0) : perCharacter.arabic,
        translation:
          parts.translation === null
            ? (memory?.perCharacter.translation ?? 0)
            : perCharacter.translation,
      },
      gap: learned.gap,
    });
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
