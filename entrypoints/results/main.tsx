import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/hadith.css';
import '@/assets/search.css';
import '@/assets/results.css';
import { render } from 'preact';
import { readResultsSearch } from '@/lib/results-url';
import { language } from '@/lib/settings';
import { ResultsPage } from './ResultsPage';

// The address says what to search (omnibox, context menu, a reload); the saved language fills in.
const link = readResultsSearch(window.location.search, await language.getValue());

render(<ResultsPage link={link} />, document.getElementById('app')!);
