import { browser, storage } from '#imports';
import { bundledHadiths } from '../../hadith/bundled-collection';
import type { Hadith } from '../../hadith/hadith';
import { HadithError } from '../../hadith-error';
import { localItem } from '../../storage/keys';
import { effectiveLanguage } from '../../storage/settings';

export const WELCOME_PATH = '/welcome.html';

/** Set once the welcome page has been opened, so it opens once per installation. */
const welcomed = storage.defineItem<boolean>(localItem('welcomed'), { fallback: false });

/**
 * Opens the welcome page on a first install; updates and reloads open nothing.
 * Chromium also reports an extension loaded from the command line
 * (`--load-extension`, as the tests and `npm start` load it) as installed
 * at every browser start: the stored flag keeps that from opening the page again.
 */
export function registerFirstRun(): void {
  browser.runtime.onInstalled.addListener(async ({ reason }) => {
    if (reason !== 'install' || (await welcomed.getValue())) return;
    await welcomed.setValue(true);
    await browser.tabs.create({ url: browser.runtime.getURL(WELCOME_PATH) });
  });
}

/** A random hadith of the bundled collection, in the configured language where it has one. */
export async function randomBundledHadith(random: () => number = Math.random): Promise<Hadith> {
  const all = await bundledHadiths(await effectiveLanguage());
  const picked = all[Math.floor(random() * all.length)];
  if (picked === undefined)
    throw new HadithError('bad-response', 'The bundled collection is empty.');
  return picked;
}
