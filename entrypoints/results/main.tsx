import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/forms.css';
import '@/assets/hadith.css';
import '@/assets/search.css';
import '@/assets/results.css';
import { i18n } from '#i18n';
import { render } from 'preact';
import { applyUiLanguage } from '@/lib/locale/locale';
import { followAppearance } from '@/lib/ui/appearance';
import { readResultsSearch } from '@/lib/search/results-url';
import { offeredPageSize } from '@/lib/search/page-sizes';
import type { PaintedSearch } from '@/lib/search/paint';
import { PAINTED_SEARCH, paintedAnswer, typedIntoPaint } from '@/lib/search/painted-search';
import { takeFromPaint } from '@/lib/ui/first-paint';
import { rememberSearchPreferences, searchCollections } from '@/lib/search/snapshot';
import { language, resultsPerPage } from '@/lib/storage/settings';
import { ResultsPage } from './ResultsPage';

applyUiLanguage(i18n.t('title.results'));
followAppearance();

// results-paint.js has painted the address's search when it was shown lately
// (lib/search/first-paint.ts); the settings are read before the app takes it over.
const painted = takeFromPaint<PaintedSearch>(PAINTED_SEARCH);
// The address says what to search (omnibox, context menu, a reload); the saved language fills in.
const [configured, perPage] = await Promise.all([language.getValue(), resultsPerPage.getValue()]);
rememberSearchPreferences({ language: configured, limit: offeredPageSize(perPage) });
const linked = readResultsSearch(window.location.search, configured);
// A page size in the address wins; otherwise the one chosen in the options.
const link = { ...linked, limit: linked.limit ?? offeredPageSize(perPage) };
const typedEarly = typedIntoPaint(painted);

render(
  <ResultsPage
    link={link}
    initialAnswer={paintedAnswer(painted, link)?.answer}
    typedEarly={typedEarly}
    collections={searchCollections()}
  />,
  document.getElementById('app')!,
);
