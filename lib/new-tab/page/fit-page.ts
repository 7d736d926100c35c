/**
 * The new tab's page as its fit (./fit.ts) sees it: the hadith's texts, what
 * overflows, the sizes set on `<html>`, and what one layout of the page
 * measures. Also the "continue reading" cue of a hadith too long to fit.
 */

import {
  areaOf,
  arabicRem,
  translationRem,
  type HadithLayout,
  type LayoutRoom,
  type TextAreas,
  type Try,
} from './fit-model';

/**
 * Less than the area one character takes at the smallest sizes, in px² at a
 * 16 px root font (Arabic at 20 px takes about 340, a translation at 15 px
 * about 180): a text needing this much more than the window cannot fit.
 */
export const LEAST_AREA_PER_CHARACTER = 100;

export interface TextParts {
  arabic: HTMLElement | null;
  translation: HTMLElement | null;
  note: HTMLElement | null;
}

export function textBox(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.hadith-page .hadith-text');
}

export function partsOf(text: HTMLElement): TextParts {
  return {
    arabic: text.querySelector<HTMLElement>('.arabic'),
    translation: text.querySelector<HTMLElement>('.translation, .translation-missing'),
    note: text.querySelector<HTMLElement>('.translation-language'),
  };
}

/** True when something must scroll: the text's box, or the page itself. */
export function overflows(text: HTMLElement): boolean {
  const page = document.documentElement;
  return (
    text.scrollHeight > text.clientHeight + 1 ||
    page.scrollHeight > page.clientHeight + 1 ||
    page.scrollWidth > page.clientWidth + 1
  );
}

/** Sets the layout and sizes; only what changes, as setting even the same value restyles the page. */
export function apply(layout: HadithLayout, fit: number): void {
  const root = document.documentElement;
  if (root.dataset.hadithLayout !== layout) root.dataset.hadithLayout = layout;
  const value = fit.toFixed(3);
  if (root.style.getPropertyValue('--fit') !== value) root.style.setProperty('--fit', value);
}

/** The window, the Arabic size option and the root font: what the rooms depend on. */
export function windowKey(): string {
  const size = document.documentElement.dataset.arabicSize ?? 'normal';
  const rootFont = getComputedStyle(document.documentElement).fontSize;
  return `${innerWidth}x${innerHeight} ${size} ${rootFont}`;
}

/**
 * Whether the window is the size it was when windowKey gave `key`. Asked of
 * media queries: reading the window's size would lay the page out.
 */
export function windowHasSizeOf(key: string): boolean {
  const size = /^(\d+)x(\d+) /.exec(key);
  return size !== null && matchMedia(`(width: ${size[1]}px) and (height: ${size[2]}px)`).matches;
}

/** Marks set above or below a letter, taking no width of their own (the Arabic's vowels). */
export const COMBINING_MARKS = /\p{M}/gu;

/** The characters of a text that take width: marks on letters do not. */
export function characters(element: HTMLElement | null): number {
  const text = element?.textContent ?? '';
  return text.length - (text.match(COMBINING_MARKS)?.length ?? 0);
}

/** The characters of each text that take width, counted once a fit. */
export interface Lengths {
  arabic: number;
  translation: number;
}

export function heightOf(element: HTMLElement | null): number {
  return element === null ? 0 : element.getBoundingClientRect().height;
}

export function widthOf(element: HTMLElement | null): number {
  return element === null ? 1 : element.clientWidth;
}

/** What one layout of the page shows: whether it fits, its room, and the texts' areas. */
export function measure(text: HTMLElement, parts: TextParts, tried: Try) {
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
    halfLines: { arabic: 0, translation: 0 },
  };
  const halfLines = {
    arabic: halfLineOf(parts.arabic, arabicRem(tried.fit)),
    translation: halfLineOf(parts.translation, translationRem(tried.fit, rtlTranslation)),
  };
  return { fits, room, texts, gap, halfLines };
}

/** Half of `element`'s line, px per rem of its size `rem` (see TextAreas.halfLines). */
function halfLineOf(element: HTMLElement | null, rem: number): number {
  if (element === null) return 0;
  return (parseFloat(getComputedStyle(element).lineHeight) || 0) / 2 / rem;
}

/** What the page is fitted for: the hadith (its text's id), and what the rooms depend on. */
export function fittedFor(textId: string): string {
  return `${textId} ${windowKey()}`;
}

/**
 * True when the text is certainly too long to fit, from its length alone:
 * laying out a very long text (the longest hadiths run to 30,000 characters,
 * a hostile service could send more) takes long enough to be worth skipping.
 */
export function certainlyTooLong(text: HTMLElement): boolean {
  const rootFontPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const least = (text.textContent ?? '').length * LEAST_AREA_PER_CHARACTER * (rootFontPx / 16) ** 2;
  return least > innerWidth * innerHeight;
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
