import { followAppearance } from '@/lib/ui/appearance';
import { i18n } from '#i18n';
import { paintFirstHadith } from '@/lib/new-tab/paint';
import { startAppAfterFirstPaint } from '@/lib/ui/first-paint';
import { applyUiLanguage } from '@/lib/ui/locale';

/** Run while newtab.html is parsed, before its modules: see lib/new-tab/paint.ts. */
export default defineUnlistedScript(() => {
  try {
    // Before the hadith is painted, so the page never shows left to right in Arabic or Urdu.
    applyUiLanguage(i18n.t('title.newTab'));
    followAppearance();
    paintFirstHadith(document.getElementById('app'));
  } finally {
    // Whatever happened to the paint, the app starts and shows a hadith.
    startAppAfterFirstPaint();
  }
});
