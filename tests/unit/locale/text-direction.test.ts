import { describe, expect, it } from 'vitest';
import { isLanguageCode, isLanguageTag, textDirection } from '@/lib/locale/text-direction';

describe('isLanguageCode, the one rule for a language a person chooses', () => {
  it.each(['en', 'ur', 'fil', 'EN', 'pt-BR', 'zh-Hant', 'sr-Latn-RS'])('accepts %s', (code) => {
    expect(isLanguageCode(code)).toBe(true);
  });

  it.each(['', 'e', 'english', 'abcd', 'en-', 'en_US', 'en-x', 'ar!', ' en'])(
    'refuses %j',
    (code) => {
      expect(isLanguageCode(code)).toBe(false);
    },
  );

  it('is stricter than what is read from the service', () => {
    expect(isLanguageTag('abcd')).toBe(true);
    expect(isLanguageCode('abcd')).toBe(false);
  });
});

describe('textDirection', () => {
  it('reads the primary subtag, in any case and either separator', () => {
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(textDirection('UR')).toBe('rtl');
    expect(textDirection('en_US')).toBe('ltr');
  });

  it.each([
    ['ar', 'rtl'],
    ['ur', 'rtl'],
    ['fa', 'rtl'],
    ['he', 'rtl'],
    ['ar-EG', 'rtl'],
    ['UR', 'rtl'],
    ['en', 'ltr'],
    ['tr', 'ltr'],
    ['bn', 'ltr'],
    ['', 'ltr'],
  ])('%s is %s', (language, dir) => {
    expect(textDirection(language)).toBe(dir);
  });
});
