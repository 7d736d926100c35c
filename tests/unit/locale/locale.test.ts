import { afterEach, describe, expect, it } from 'vitest';
import { describeError } from '@/lib/ui/error-text';
import { HadithError } from '@/lib/hadith-error';
import { formatNumber, plural, uiDirection, uiLocale } from '@/lib/locale/locale';
import { useMessages } from '../helpers/messages';

afterEach(() => useMessages('en', 'en-US'));

const pageStatus = (total: number) =>
  plural('search.pageStatus', total, ['1', '2', formatNumber(total)]);

describe('the interface language', () => {
  it.each([
    ['en', 'en-US', 'en-US', 'ltr'],
    ['ar', 'ar', 'ar', 'rtl'],
    ['ar', 'ar-EG', 'ar-EG', 'rtl'],
    ['ur', 'ur', 'ur', 'rtl'],
    ['ru', 'ru', 'ru', 'ltr'],
    // A browser language the extension has no messages for: English words, English numbers.
    ['en', 'he', 'en', 'ltr'],
  ])('messages %s in a browser in %s read as %s, %s', (messages, browser, locale, dir) => {
    useMessages(messages, browser);
    expect(uiLocale()).toBe(locale);
    expect(uiDirection()).toBe(dir);
  });
});

describe('plural', () => {
  it.each([
    [1, 'Page 1 of 2 · 1 result'],
    [2, 'Page 1 of 2 · 2 results'],
    [1547, 'Page 1 of 2 · 1,547 results'],
  ])('English, %i', (total, text) => {
    expect(pageStatus(total)).toBe(text);
  });

  it.each([
    [1, 'результат'],
    [3, 'результата'],
    [5, 'результатов'],
    [21, 'результат'],
    [1.5, 'результата'],
  ])('Russian picks the form for %s', (total, word) => {
    useMessages('ru');
    expect(pageStatus(total)).toMatch(new RegExp(`· [\\d,\\s.]+ ${word}$`));
  });

  it.each([
    [2, 'نتيجتان'],
    [3, 'نتائج'],
    [11, 'نتيجة'],
  ])('Arabic picks the form for %i', (total, word) => {
    useMessages('ar');
    expect(pageStatus(total)).toContain(word);
  });
});

describe('in Arabic', () => {
  it('writes sentences and their figures for the Arabic interface', () => {
    useMessages('ar');
    const sentence = describeError(new HadithError('server', 'x', { status: 503 }));
    expect(sentence).toBe('واجهت الخدمة مشكلة (HTTP 503). حاول مرة أخرى بعد قليل.');
    expect(formatNumber(547)).toBe(new Intl.NumberFormat('ar').format(547));
  });
});
