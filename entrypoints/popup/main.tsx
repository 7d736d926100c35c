import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/hadith.css';
import '@/assets/search.css';
import '@/assets/popup.css';
import { i18n } from '#i18n';
import { render } from 'preact';
import { applyUiLanguage } from '@/lib/ui/locale';
import { followAppearance } from '@/lib/ui/appearance';
import { SEARCH_CACHE_LIFETIME_MS } from '@/lib/search/input';
import { offeredPageSize } from '@/lib/search/page-sizes';
import { language, lastSearch, lastSearchAnswer, resultsPerPage } from '@/lib/storage/settings';
import { Popup } from './Popup';

applyUiLanguage(i18n.t('extension.name'));
followAppearance();

// Read before the first render, so the last search paints at once, without
// waking the background, and a search typed at once uses the saved language.
const [saved, answer, configured, perPage] = await Promise.all([
  lastSearch.getValue(),
  lastSearchAnswer.getValue(),
  language.getValue(),
  resultsPerPage.getValue(),
]);
const fresh = answer !== null && Date.now() - answer.shownAt < SEARCH_CACHE_LIFETIME_MS;

render(
  <Popup
    initial={saved ?? { language: configured, limit: offeredPageSize(perPage) }}
    initialAnswer={fresh ? answer.answer : undefined}
  />,
  document.getElementById('app')!,
);
