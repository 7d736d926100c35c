import { PAGE_MEMORY, readMemory, writeMemory } from '../page-memory';
import { formatNumber, uiLocale } from './locale';

/**
 * Book and hadith numbers in the interface's digits (`25`, `٢٥`, `২৫`)
 * without Intl on a page's first paint. The first Intl formatter a page makes
 * in a browser just started costs 30 to 60 ms on a two-core machine (ICU's
 * data is read in), a fifth of the first new tab's paint, and every reference
 * line holds two numbers. So a page that has painted remembers the locale's
 * ten digits, as Intl writes them, in the extension's localStorage, and later
 * pages write numbers with those, until the locale or the browser changes
 * (a browser's update can change a locale's digits). Until then, and where
 * there is no localStorage (the background), Intl writes them.
 */

/** Labels take no thousands separator. */
const LABEL = { useGrouping: false };

interface RememberedDigits {
  locale: string;
  /** The browser's user agent, which names its version. */
  browser: string;
  /** '0' to '9' as the locale writes them. */
  digits: string[];
}

/** The digits remembered for `locale` in this browser; null when none are (or another's are). */
function remembered(locale: string): string[] | null {
  return readMemory(PAGE_MEMORY.digits, (value) => {
    const kept = value as Partial<RememberedDigits> | null;
    const current = kept?.locale === locale && kept.browser === navigator.userAgent;
    return current && Array.isArray(kept.digits) && kept.digits.length === 10 ? kept.digits : null;
  });
}

/** `value`, a number that labels something (a book, a hadith), in the interface's digits. */
export function formatLabel(value: number): string {
  const whole = Number.isSafeInteger(value) && value >= 0 && !Object.is(value, -0);
  const digits = whole ? remembered(uiLocale()) : null;
  if (digits === null) return formatNumber(value, LABEL);
  return String(value).replace(/\d/g, (digit) => digits[Number(digit)]!);
}

/** Remembers the interface's digits for the next pages, unless they are already: once a page has painted. */
export function rememberDigits(): void {
  const locale = uiLocale();
  if (typeof localStorage === 'undefined' || remembered(locale) !== null) return;
  const digits = Array.from({ length: 10 }, (_, digit) => formatNumber(digit, LABEL));
  const kept: RememberedDigits = { locale, browser: navigator.userAgent, digits };
  // Storage full: numbers go on being written by Intl.
  writeMemory(PAGE_MEMORY.digits, kept);
}
