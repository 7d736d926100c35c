import { i18n } from '#i18n';
import { SearchModel } from '@/lib/search/page/model';
import { DEFAULT_PAGE_SIZE } from '@/lib/search/page-sizes';
import { readResultsSearch, resultsSearch, searchToLink } from '@/lib/search/results-url';
import {
  rememberCollections,
  rememberShownSearch,
  searchCollections,
  searchPreferences,
  shownSearch,
} from '@/lib/search/page/snapshot';
import { DEFAULT_LANGUAGE } from '@/lib/locale/language-options';
import { applyMirroredAppearance } from '@/lib/ui/appearance';
import { renderSearchPage } from '@/lib/search/page/start';
import { applyUiLanguage } from '@/lib/locale/locale';
import { ResultsPage } from './ResultsPage';

/**
 * The results page's one script, classic, run while results.html is parsed:
 * it reads the search from the address (omnibox, context menu, a reload), the
 * missing language and page size from the settings' copy in localStorage
 * (lib/search/page/snapshot.ts), and renders the app at once: its components draw
 * the first paint, with the results when that page was shown lately. Once
 * that frame is on screen the settings are read, and the model starts.
 */
export default defineUnlistedScript(() => {
  applyUiLanguage(i18n.t('title.results'));
  applyMirroredAppearance();
  const preferences = searchPreferences();
  const linked = readResultsSearch(location.search, preferences?.language ?? DEFAULT_LANGUAGE);
  // A page size in the address wins; otherwise the one chosen in the options.
  const link = { ...linked, limit: linked.limit ?? preferences?.limit ?? DEFAULT_PAGE_SIZE };
  const kept =
    link.problem !== null || link.query === ''
      ? null
      : shownSearch({
          query: link.query,
          language: link.language,
          page: link.page ?? 1,
          limit: link.limit,
          ...(link.collection !== undefined && { collection: link.collection }),
          ...(link.asText === true && { asText: true }),
          ...(link.mode === 'meaning' && { mode: 'meaning' as const }),
        });
  const model = new SearchModel({
    initial: link,
    initialAnswer: kept?.answer,
    initialCuts: kept?.snippets,
    initialProblem: link.problem,
    collections: searchCollections(),
    onCollections: rememberCollections,
    onShown: (request, answer) => {
      // The address follows the page shown, so a reload or a bookmark returns to it.
      const expandedId = request.query === link.query ? link.expandedId : undefined;
      history.replaceState(null, '', resultsSearch({ ...searchToLink(request), expandedId }));
      // The copy a reload paints from, before any script asks for it.
      rememberShownSearch(request, answer);
    },
  });
  renderSearchPage(
    <ResultsPage model={model} expandedId={link.expandedId} />,
    model,
    ({ language, limit, chose }) => {
      // What the address left to the settings, when their copy was older than they are,
      // unless the field was set meanwhile.
      const unset = linked.limit === undefined && !chose('page-size');
      if (unset && limit !== model.limit.value) model.setLimit(limit);
      const named = new URLSearchParams(location.search).has('language');
      if (!named && !chose('language') && language.trim() !== '') model.language.value = language;
    },
  );
});
