import { browser } from '#imports';
import { bundledHadiths } from '../../hadith/bundled-collection';
import type { Hadith } from '../../hadith/hadith';
import { HadithError } from '../../hadith-error';
import { effectiveLanguage } from '../../storage/settings';

export const WELCOME_PATH = '/welcome.html';

/** Opens the welcome page on a first install; updates and reloads open nothing. */
export function registerFirstRun(): void {
  browser.runtime.onInstalled.addListener(async ({ reason }) => {
    if (reason === 'install')
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
