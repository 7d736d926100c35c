import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateChromeMessages, parseMessagesText } from '@wxt-dev/i18n/build';
import { fakeBrowser } from 'wxt/testing/fake-browser';

export const LOCALES_DIR = resolve(import.meta.dirname, '../../../locales');

/** The locales there are files for: `en`, `ar`… */
export function localeNames(): string[] {
  return readdirSync(LOCALES_DIR)
    .filter((name) => name.endsWith('.yml'))
    .map((name) => name.slice(0, -'.yml'.length));
}

/** A locale's messages as the build writes them to `_locales/<locale>/messages.json`. */
export function readMessages(locale: string): Record<string, string> {
  const text = readFileSync(join(LOCALES_DIR, `${locale}.yml`), 'utf8');
  const messages = generateChromeMessages(parseMessagesText(text, 'YAML'));
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, value.message]));
}

/**
 * Makes the fake browser answer `i18n` calls as a browser in `uiLanguage`
 * would with the extension's messages for `locale`, English filling gaps.
 */
export function useMessages(locale = 'en', uiLanguage = locale): void {
  // The locale lib/locale/locale.ts keeps once asked, so the next ask reads the new language.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('hadith-lookup.ui-locale')];
  const messages = { ...readMessages('en'), ...readMessages(locale) };
  fakeBrowser.i18n.getUILanguage = () => uiLanguage;
  fakeBrowser.i18n.getMessage = (key: string, substitutions?: string | (string | number)[]) => {
    const values = (
      typeof substitutions === 'string' ? [substitutions] : (substitutions ?? [])
    ).map(String);
    const message = messages[key] ?? '';
    return message.replace(/\$(\$|[1-9])/g, (_, which: string) =>
      which === '$' ? '$' : (values[Number(which) - 1] ?? ''),
    );
  };
}
