import { i18n } from '#i18n';
import { NewTabModel } from '@/lib/new-tab/page/model';
import { ReviewTabModel } from '@/lib/new-tab/page/review';
import { readStoredPlan } from '@/lib/new-tab/page/stored-plan';
import { effect } from '@preact/signals';
import { applyMirroredAppearance, followAppearance } from '@/lib/ui/appearance';
import { renderFirstPaint } from '@/lib/ui/app-start';
import { applyUiLanguage } from '@/lib/locale/locale';
import { NewTab } from './NewTab';

/**
 * The new tab's one script, classic, run while newtab.html is parsed: it
 * renders the app at once, and the app's components draw the first paint. The
 * model reads the stored plan synchronously (lib/new-tab/page/model.ts), and the
 * component's layout effect fits the hadith to the window before the first
 * frame (lib/new-tab/page/fit.ts). Once that frame is on screen the model starts:
 * it tells the background what was shown and follows the settings. One
 * bundle, classic rather than a module, so nothing waits for the page to
 * finish parsing, and a new tab, opened far more often than anything else,
 * loads and compiles its code once.
 */
export default defineUnlistedScript(() => {
  // Before the app renders, so the page never shows left to right in Arabic or Urdu.
  applyUiLanguage(i18n.t('title.newTab'));
  applyMirroredAppearance();
  const stored = readStoredPlan();
  const review = new ReviewTabModel(stored?.reviews, (message) => model.confirm(message));
  const model = new NewTabModel(stored, review.card.value !== null);
  // Answered or skipped: the hadith the tab would have shown is taken now.
  effect(() => {
    if (review.card.value === null) model.resume();
  });
  renderFirstPaint(
    <NewTab model={model} review={review} />,
    document.getElementById('app')!,
    () => {
      // Off the first paint's path: reading chrome.storage first sets up its bindings.
      followAppearance();
      model.start();
    },
  );
});
