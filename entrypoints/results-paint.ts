import { i18n } from '#i18n';
import { paintResultsPage } from '@/lib/search/first-paint';
import { followAppearance } from '@/lib/ui/appearance';
import { startAppModuleAfterFirstPaint } from '@/lib/ui/first-paint';
import { applyUiLanguage } from '@/lib/ui/locale';

/** Run while results.html is parsed, before its modules: see lib/search/first-paint.ts. */
export default defineUnlistedScript(() => {
  try {
    applyUiLanguage(i18n.t('title.results'));
    followAppearance();
    paintResultsPage(document.getElementById('app'));
  } finally {
    // Whatever happened to the paint, the app starts and shows the search.
    startAppModuleAfterFirstPaint();
  }
});
