import { consola } from 'consola';
import type { Logger } from 'wxt';

/**
 * WXT's own logger, less one warning that says nothing true of this project.
 *
 * @wxt-dev/i18n warns "Unsupported locales: [ur]" on every build, because Urdu
 * is missing from the Chrome Web Store's list of listing languages. Browsers
 * read `_locales/ur` all the same: an Urdu Chromium or Firefox shows the Urdu
 * texts (tests/e2e/locale.spec.ts). docs/development.md says so once (Languages); any
 * other unsupported locale still warns.
 */
const STORE_LISTING_WARNING = 'Unsupported locales: [ur].';

export const buildLogger: Logger = Object.create(consola, {
  warn: {
    value: (message: unknown, ...rest: unknown[]) => {
      if (typeof message === 'string' && message.startsWith(STORE_LISTING_WARNING)) return;
      consola.warn(message, ...rest);
    },
  },
});
