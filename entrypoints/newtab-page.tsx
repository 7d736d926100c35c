import { i18n } from '#i18n';
import { render } from 'preact';
import { paintFirstHadith } from '@/lib/new-tab/paint';
import { applyMirroredAppearance, followAppearance } from '@/lib/ui/appearance';
import { startAfterFirstPaint } from '@/lib/ui/app-start';
import { applyUiLanguage } from '@/lib/locale/locale';
import { NewTab } from './newtab/NewTab';

/**
 * The new tab's one script, classic, run while newtab.html is parsed: it
 * paints the stored hadith at once (lib/new-tab/paint.ts), then, a frame
 * later, starts the app on that DOM. One bundle rather than a paint script
 * and a module as on the popup: the paint needs most of what the app needs
 * (text, reference, notices, fit), and a new tab opens far more often than
 * anything else, so its code is loaded and compiled once.
 */
export default defineUnlistedScript(() => {
  let painted = false;
  try {
    // Before the hadith is painted, so the page never shows left to right in Arabic or Urdu.
    applyUiLanguage(i18n.t('title.newTab'));
    applyMirroredAppearance();
    painted = paintFirstHadith(document.getElementById('app'));
  } finally {
    // Whatever happened to the paint, the app starts and shows a hadith.
    startAfterFirstPaint(() => {
      // Off the first paint's path: reading chrome.storage first sets up its bindings.
      followAppearance();
      render(<NewTab />, document.getElementById('app')!);
    }, painted);
  }
});
