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

const DIGITS_KEY = 'hadith-lookup:digits';

/** Labels take no thousands separator. */
const LABEL = { useGrouping: false };

interface RememberedDigits {
  locale: string;
  /** The browser's user agent, which names its version. */
  browser: string;
  /** '0' to '9' as the locale writes them. */
  digits: string[];
}

/**
 * The memory as last read, by its text: a page of references asks for it twice
 * per reference, and it is parsed again only when another page rewrote it.
 */
let lastRead: { text: string | null; kept: RememberedDigits | null } = { text: null, kept: null };

function readMemory(): RememberedDigits | null {
  const text = localStorage.getItem(DIGITS_KEY);
  if (text !== lastRead.text) {
    let kept: RememberedDigits | null = null;
    try {
      kept = JSON.parse(text ?? 'null') as RememberedDigits | null;
    } catch {
      // Damaged: as good as none.
    }
    lastRead = { text, kept };
  }
  return lastRead.kept;
}

function remembered(locale: string): string[] | null {
  if (typeof localStorage === 'undefined') return null;
  const kept = readMemory();
  const current = kept?.locale === locale && kept.browser === navigator.userAgent;
  return current && Array.isArray(kept.digits) && kept.digits.length === 10 ? kept.digits : null;
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
  try {
    const kept: RememberedDigits = { locale, browser: navigator.userAgent, digits };
    localStorage.setItem(DIGITS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full: numbers go on being written by Intl.
  }
}
