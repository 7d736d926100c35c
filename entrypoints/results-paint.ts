import { i18n } from '#i18n';
import { paintResultsPage } from '@/lib/search/first-paint';
import { applyMirroredAppearance } from '@/lib/ui/appearance';
import { startAppModuleAfterFirstPaint } from '@/lib/ui/first-paint';
import { applyUiLanguage } from '@/lib/locale/locale';

/** Run while results.html is parsed, before its modules: see lib/search/first-paint.ts. */
export default defineUnlistedScript(() => {
  let painted = false;
  try {
    applyUiLanguage(i18n.t('title.results'));
    // The app's module follows the stored settings; the paint needs only their mirror.
    applyMirroredAppearance();
    painted = paintResultsPage(document.getElementById('app'));
  } finally {
    // Whatever happened to the paint, the app starts and shows the search.
    startAppModuleAfterFirstPaint(painted);
  }
});
