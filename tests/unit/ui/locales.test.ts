import { describe, expect, it } from 'vitest';
import { localeNames, readMessages } from '../helpers/messages';

/** The interface's languages (issue 7). */
const LOCALES = ['ar', 'bn', 'en', 'fr', 'id', 'ru', 'tr', 'ur'];

const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);

const english = readMessages('en');

/** Messages with plural forms: the keys of en.yml's `…_other` without the suffix. */
const pluralBases = Object.keys(english)
  .filter((key) => key.endsWith('_other'))
  .map((key) => key.slice(0, -'_other'.length));

/** `groupBase_few` → `groupBase`, for a plural form; null for any other key. */
function pluralBase(key: string): string | null {
  const cut = key.lastIndexOf('_');
  const base = key.slice(0, cut);
  return CATEGORIES.has(key.slice(cut + 1)) && pluralBases.includes(base) ? base : null;
}

/** What the code fills in: `$1`…`$9`, `%s` (omnibox, context menu) and `{named}` substitutions. */
function placeholders(message: string): string[] {
  const found = message.replace(/\$\$/g, '').match(/\$[1-9]|%s|\{[A-Za-z0-9_]+\}/g) ?? [];
  return [...new Set(found)].sort();
}

/** The forms of each plural message in `messages`, by base. */
function pluralForms(messages: Record<string, string>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of Object.keys(messages)) {
    const base = pluralBase(key);
    if (base !== null) forms.set(base, [...(forms.get(base) ?? []), key.slice(base.length + 1)]);
  }
  return forms;
}

describe('locales', () => {
  it('are the eight languages of the interface', () => {
    expect(localeNames().sort()).toEqual(LOCALES);
  });

  it('name the extension within the stores’ limits', () => {
    for (const locale of LOCALES) {
      const messages = readMessages(locale);
      expect(messages.extension_name?.length, locale).toBeLessThanOrEqual(45);
      expect(messages.extension_description?.length, locale).toBeLessThanOrEqual(132);
    }
  });

  describe.each(LOCALES)('%s', (locale) => {
    const messages = readMessages(locale);
    const simpleKeys = (all: Record<string, string>) =>
      Object.keys(all)
        .filter((key) => pluralBase(key) === null)
        .sort();

    it('says which locale it is', () => {
      expect(messages.locale).toBe(locale);
    });

    it('has every message of en and no other', () => {
      expect(simpleKeys(messages)).toEqual(simpleKeys(english));
    });

    it('has exactly the plural forms its language uses', () => {
      const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      const forms = pluralForms(messages);
      expect([...forms.keys()].sort()).toEqual([...pluralBases].sort());
      for (const base of pluralBases) {
        expect(new Set(forms.get(base)), `${locale}: ${base}`).toEqual(new Set(needed));
      }
    });

    it('has no empty message', () => {
      const empty = Object.entries(messages).filter(([, message]) => message.trim() === '');
      expect(empty).toEqual([]);
    });

    it('fills in the same placeholders as en', () => {
      for (const [key, message] of Object.entries(messages)) {
        const base = pluralBase(key);
        const source = english[key] ?? english[`${base}_other`] ?? '';
        expect(placeholders(message), `${locale}: ${key}`).toEqual(placeholders(source));
      }
    });
  });
});
