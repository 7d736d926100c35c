import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/forms.css';
import '@/assets/hadith.css';
import '@/assets/search.css';
import '@/assets/popup.css';
import { i18n } from '#i18n';
import { render } from 'preact';
import { applyUiLanguage } from '@/lib/locale/locale';
import { followAppearance } from '@/lib/ui/appearance';
import { SEARCH_CACHE_LIFETIME_MS } from '@/lib/search/input';
import { offeredPageSize } from '@/lib/search/page-sizes';
import type { PaintedSearch } from '@/lib/search/paint';
import { PAINTED_SEARCH, paintedAnswer, typedIntoPaint } from '@/lib/search/painted-search';
import { takeFromPaint } from '@/lib/ui/first-paint';
import { rememberSearchPreferences, searchCollections } from '@/lib/search/snapshot';
import { language, lastSearch, lastSearchAnswer, resultsPerPage } from '@/lib/storage/settings';
import { Popup } from './Popup';

applyUiLanguage(i18n.t('extension.name'));
followAppearance();

// popup-paint.js has normally painted the last search already (lib/search/first-paint.ts);
// the stored search and settings are read before the app takes that page over.
const painted = takeFromPaint<PaintedSearch>(PAINTED_SEARCH);
const [saved, answer, configured, perPage] = await Promise.all([
  lastSearch.getValue(),
  lastSearchAnswer.getValue(),
  language.getValue(),
  resultsPerPage.getValue(),
]);
rememberSearchPreferences({ language: configured, limit: offeredPageSize(perPage) });
const initial = saved ?? { language: configured, limit: offeredPageSize(perPage) };
const fresh = answer !== null && Date.now() - answer.shownAt < SEARCH_CACHE_LIFETIME_MS;
// What is on screen, when it is that search: taken over as painted, not painted again.
const initialAnswer =
  paintedAnswer(painted, initial)?.answer ?? (fresh ? answer.answer : undefined);
const typedEarly = typedIntoPaint(painted);

render(
  <Popup
    initial={initial}
    initialAnswer={initialAnswer}
    typedEarly={typedEarly}
    collections={searchCollections()}
  />,
  document.getElementById('app')!,
);
