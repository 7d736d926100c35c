import { followAppearance } from '@/lib/appearance';
import { paintFirstHadith, startAppAfterFirstPaint } from '@/lib/new-tab-paint';

/** Run while newtab.html is parsed, before its modules: see lib/new-tab-paint.ts. */
export default defineUnlistedScript(() => {
  try {
    followAppearance();
    paintFirstHadith(document.getElementById('app'));
  } finally {
    // Whatever happened to the paint, the app starts and shows a hadith.
    startAppAfterFirstPaint();
  }
});
