import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { formatLabel, rememberDigits } from '@/lib/locale/digits';
import { useMessages } from '../helpers/messages';
import { useMemoryStorage } from '../helpers/memory-storage';

useMemoryStorage();

const DIGITS_KEY = 'hadith-lookup:digits';
const LETTERS = [...'abcdefghij'];

/** Stores digits as a painted page would have remembered them. */
function keepDigits(locale: string, browser = navigator.userAgent, digits = LETTERS): void {
  localStorage.setItem(DIGITS_KEY, JSON.stringify({ locale, browser, digits }));
}

afterEach(() => {
  useMessages('en', 'en-US');
});

describe('labels (book and hadith numbers)', () => {
  it.each([
    ['en', 'en-US', 1234, '1234'],
    ['ar', 'ar-EG', 25, '٢٥'],
    ['ar', 'ar-MA', 25, '25'],
    ['bn', 'bn', 107, '১০৭'],
    ['ur', 'ur', 25, '25'],
  ])(
    'messages %s in a browser in %s write %i as %s, remembered or not',
    (messages, browser, value, text) => {
      useMessages(messages, browser);
      expect(formatLabel(value)).toBe(text);
      rememberDigits();
      expect(localStorage.getItem(DIGITS_KEY)).toContain(browser);
      expect(formatLabel(value)).toBe(text);
    },
  );

  it('are written from the remembered digits, not by Intl, once a page remembered them', () => {
    useMessages('ar', 'ar-EG');
    keepDigits('ar-EG');
    expect(formatLabel(120)).toBe('bca');
  });

  it("are written by Intl when the remembered digits are another locale's, another browser's or damaged", () => {
    useMessages('ar', 'ar-EG');
    keepDigits('bn');
    expect(formatLabel(25)).toBe('٢٥');
    // A browser updated since: its locale data may write other digits.
    keepDigits('ar-EG', 'old');
    expect(formatLabel(25)).toBe('٢٥');
    localStorage.setItem(DIGITS_KEY, '{"locale": "ar-EG", "digits": [');
    expect(formatLabel(25)).toBe('٢٥');
    rememberDigits();
    expect(JSON.parse(localStorage.getItem(DIGITS_KEY)!)).toEqual({
      locale: 'ar-EG',
      browser: navigator.userAgent,
      digits: [...'٠١٢٣٤٥٦٧٨٩'],
    });
  });

  it('are written by Intl where there is no localStorage (the background)', () => {
    useMessages('bn', 'bn');
    rememberDigits();
    expect(formatLabel(25)).toBe('২৫');
  });

  it('come out as Intl writes them, for any whole number and any of our locales', () => {
    const locales = [
      ...new Set(['en', 'ar', 'bn', 'fr', 'id', 'ru', 'tr', 'ur', 'ar-EG', 'ar-MA']),
    ];
    for (const browser of locales) {
      useMessages(browser.split('-')[0], browser);
      rememberDigits();
      const intl = new Intl.NumberFormat(browser, { useGrouping: false });
      fc.assert(
        fc.property(fc.oneof(fc.nat(), fc.double(), fc.integer({ min: -1000, max: -1 })), (n) => {
          expect(formatLabel(n), browser).toBe(intl.format(n));
        }),
        { numRuns: 200 },
      );
    }
  });
});
