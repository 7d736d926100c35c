import { i18n } from '#i18n';
import { SearchModel } from '@/lib/search/page/model';
import { carryOverLastSearch } from '@/lib/search/page/last-search-upgrade';
import { DEFAULT_PAGE_SIZE, offeredPageSize } from '@/lib/search/page-sizes';
import {
  popupSearch,
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
import { Popup } from './Popup';

/**
 * The popup's one script, classic, run while popup.html is parsed: it makes
 * the page's model from what the extension's localStorage keeps
 * (lib/search/page/snapshot.ts: the last search, its page as shown, the settings'
 * language and page size) and renders the app at once, so its components draw
 * the first paint. Once that frame is on screen the settings are read and the
 * model starts (lib/search/page/start.ts): the search is asked for when its
 * page was not kept, and the settings are followed.
 */
export default defineUnlistedScript(() => {
  applyUiLanguage(i18n.t('extension.name'));
  applyMirroredAppearance();
  const last = popupSearch();
  const preferences = searchPreferences();
  const initial = last ?? {
    language: preferences?.language ?? DEFAULT_LANGUAGE,
    limit: preferences?.limit ?? DEFAULT_PAGE_SIZE,
  };
  const kept = last === null ? null : shownSearch(last);
  const model = new SearchModel({
    initial,
    initialAnswer: kept?.answer,
    initialCuts: kept?.snippets,
    collections: searchCollections(),
    // The search the next opening reopens on, and its page to paint.
    onShown: (request, answer) => rememberShownSearch(request, answer, { popup: true }),
    onCollections: rememberCollections,
  });
  renderSearchPage(<Popup model={model} />, model, async ({ language, limit, mode, chose }) => {
    const carried = await carryOverLastSearch();
    if (last !== null) return;
    model.mode.value = mode;
    // Before any search, the form offers what the settings say, or, once, the search an
    // earlier version kept in storage.local; a field set meanwhile keeps its choice.
    if (!chose('language')) model.language.value = carried?.language ?? language;
    if (!chose('page-size')) {
      model.setLimit(carried === null ? limit : offeredPageSize(carried.limit));
    }
    if (carried !== null && model.query.value === '') {
      model.query.value = carried.query;
      model.search();
    }
  });
});
