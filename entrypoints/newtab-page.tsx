import { i18n } from '#i18n';
import { render } from 'preact';
import { applyMirroredAppearance, followAppearance } from '@/lib/ui/appearance';
import { APP_START_MARK } from '@/lib/ui/app-start';
import { applyUiLanguage } from '@/lib/locale/locale';
import { NewTab } from './newtab/NewTab';

/**
 * The new tab's one script, classic, run while newtab.html is parsed: it
 * renders the app at once, and the app draws the first paint itself. Its
 * model reads the stored plan synchronously (lib/new-tab/model.ts), and its
 * layout effect fits the hadith to the window before the first frame
 * (lib/new-tab/fit.ts); what it asks the background waits until after that
 * frame. One bundle, classic rather than a module, so nothing waits for the
 * page to finish parsing, and a new tab, opened far more often than anything
 * else, loads and compiles its code once.
 */
export default defineUnlistedScript(() => {
  // Before the app renders, so the page never shows left to right in Arabic or Urdu.
  applyUiLanguage(i18n.t('title.newTab'));
  applyMirroredAppearance();
  render(<NewTab />, document.getElementById('app')!);
  performance.mark(APP_START_MARK);
  // Off the first paint's path: reading chrome.storage first sets up its bindings.
  requestAnimationFrame(() => setTimeout(followAppearance));
});
