import { i18n, type GeneratedI18nStructure } from '#i18n';
import { primaryLanguage, textDirection } from './text-direction';

/**
 * The interface's language: the browser's (chrome.i18n picks the messages
 * from it), and the numbers, dates and plurals that go with it. `chrome`,
 * not the polyfill: the new tab's first paint uses this and must stay light.
 */

/**
 * Where the locale is kept once asked: the browser's language and the
 * extension's messages stay the same for a page's life, and a page of results
 * asks for it with every number, each time a call into the browser. Unit
 * tests, which switch languages within one page, forget it by this registered
 * symbol (tests/unit/helpers/messages.ts).
 */
const SHOWN_LOCALE = Symbol.for('hadith-lookup.ui-locale');

/**
 * The locale the interface is shown in: the browser's own (e.g. `ar-EG`) when
 * the extension has messages in its language, else the locale chrome.i18n fell
 * back to (`en`), so numbers are never in another language than the words.
 */
export function uiLocale(): string {
  const kept = globalThis as Record<symbol, string | undefined>;
  if (kept[SHOWN_LOCALE] === undefined) {
    const messages = i18n.t('locale');
    const browserLocale = chrome.i18n.getUILanguage();
    // No messages yet (a page opened as the extension reloads gets none): the browser's
    // locale, asked again next time, rather than an empty tag that Intl throws on.
    if (messages === '') return browserLocale || 'en';
    kept[SHOWN_LOCALE] =
      primaryLanguage(browserLocale) === primaryLanguage(messages) ? browserLocale : messages;
  }
  return kept[SHOWN_LOCALE];
}

/** `rtl` for Arabic and Urdu, else `ltr`. */
export function uiDirection(): 'rtl' | 'ltr' {
  return textDirection(uiLocale());
}

/** The arrow key that goes forward (another hadith, the next page): ← when the page runs right to left. */
export function forwardArrow(): { key: 'ArrowRight' | 'ArrowLeft'; symbol: string } {
  return uiDirection() === 'rtl'
    ? { key: 'ArrowLeft', symbol: '←' }
    : { key: 'ArrowRight', symbol: '→' };
}

/** The arrow key that goes back (the previous hadith, page): → when the page runs right to left. */
export function backArrow(): { key: 'ArrowRight' | 'ArrowLeft'; symbol: string } {
  return uiDirection() === 'rtl'
    ? { key: 'ArrowRight', symbol: '→' }
    : { key: 'ArrowLeft', symbol: '←' };
}

/** Gives `<html>` the interface's `lang` and `dir`, and the page a title, before it renders. */
export function applyUiLanguage(title?: string): void {
  const root = document.documentElement;
  // Only what changes: setting even the same value restyles the page.
  const lang = uiLocale();
  const dir = uiDirection();
  if (root.lang !== lang) root.lang = lang;
  if (root.dir !== dir) root.dir = dir;
  // Only when it differs: setting it (even to the same words) tells the browser's tab strip.
  if (title !== undefined && document.title !== title) document.title = title;
}

/**
 * Intl's formatters, made once per locale and options: making one costs far
 * more than using it, and a page of results formats a hundred numbers.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

function formatter<T extends Intl.NumberFormat | Intl.PluralRules>(
  make: (locale: string) => T,
  kind: string,
  options: object = {},
): T {
  const locale = uiLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let found = formatters.get(key) as T | undefined;
  if (found === undefined) {
    found = make(locale);
    formatters.set(key, found);
  }
  return found;
}

/** A count or a number in the interface's digits (and grouping, unless `options` say otherwise). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return formatter((locale) => new Intl.NumberFormat(locale, options), 'number', options).format(
    value,
  );
}

/** A time of day (and optionally more) in the interface's locale. */
export function formatTime(epochMs: number, options: Intl.DateTimeFormatOptions): string {
  return new Date(epochMs).toLocaleString(uiLocale(), options);
}

/** A time of day to the minute, e.g. `03:00` or `3:00 AM`: for waits hours long. */
export function formatHourMinute(epochMs: number): string {
  return formatTime(epochMs, { hour: '2-digit', minute: '2-digit' });
}

/** "a and b" in the interface's language. */
export function formatList(items: string[]): string {
  return new Intl.ListFormat(uiLocale(), { type: 'conjunction' }).format(items);
}

/** A message with plural forms: the key before `.one`, `.other`… in locales/en.yml. */
export type PluralKey = keyof GeneratedI18nStructure extends infer K
  ? K extends `${infer Base}.other`
    ? Base
    : never
  : never;

/**
 * The form of `key` for `count` (CLDR categories, as `Intl.PluralRules` picks
 * them for the interface's language), filled with `substitutions` (`$1`…),
 * which hold the count already formatted. A category a locale lacks falls back to `other`.
 */
export function plural(key: PluralKey, count: number, substitutions: string[]): string {
  const category = formatter((locale) => new Intl.PluralRules(locale), 'plural').select(count);
  const message = chrome.i18n.getMessage(`${key}_${category}`.replaceAll('.', '_'), substitutions);
  if (message !== '') return message;
  return (i18n.t as (key: string, substitutions: string[]) => string)(
    `${key}.other`,
    substitutions,
  );
}

/** An interval as a review's answer gives it: `1 min`, `10 min`, `3 days`, `4 months`. */
export function formatInterval(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const [unit, value]: [string, number] =
    minutes < 60
      ? ['minute', minutes]
      : minutes < 24 * 60
        ? ['hour', Math.round(minutes / 60)]
        : minutes < 30 * 24 * 60
          ? ['day', Math.round(minutes / (24 * 60))]
          : minutes < 365 * 24 * 60
            ? ['month', Math.round(minutes / (30 * 24 * 60))]
            : ['year', Math.round((minutes / (365 * 24 * 60)) * 10) / 10];
  return formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
}
