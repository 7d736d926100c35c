import { i18n } from '#i18n';
import { catchEarlyInput } from '../ui/early-input';
import { h, handToApp } from '../ui/first-paint';
import { searchPanelDom, type PaintedSearch } from './paint';
import { PAINTED_SEARCH } from './painted-search';
import { readResultsSearch } from './results-url';
import { popupSearch, searchCollections, searchPreferences, shownSearch } from './snapshot';

/**
 * The popup's and the results page's first paint, run while the page is
 * parsed (entrypoints/popup-paint.ts, results-paint.ts): the popup reopens on
 * its last search, the results page on its address's search when that page
 * was shown lately. Either is painted as the page's component renders it
 * (./paint.ts), handed to the page's module, and focused for typing.
 */

/** The popup's last search, as last shown; null before its first search. */
function popupPaint(): PaintedSearch | null {
  const request = popupSearch();
  return request === null
    ? null
    : { request, shown: shownSearch(request), collections: searchCollections() };
}

/** The address's search, when it was shown lately; null otherwise (the app asks for it). */
function resultsPaint(address: string): PaintedSearch | null {
  const preferences = searchPreferences();
  if (preferences === null) return null;
  const link = readResultsSearch(address, preferences.language);
  if (link.problem !== null || link.query === '') return null;
  const request = {
    query: link.query,
    language: link.language,
    page: link.page ?? 1,
    limit: link.limit ?? preferences.limit,
    ...(link.collection !== undefined && { collection: link.collection }),
  };
  const shown = shownSearch(request);
  if (shown === null) return null;
  return { request, shown, expandedId: link.expandedId, collections: searchCollections() };
}

/** The popup as Popup renders it: the search panel and the link to the favourites. */
function popupDom(painted: PaintedSearch): HTMLElement {
  const favourites = chrome.runtime.getURL('/favourites.html');
  return h(
    'main',
    { class: 'popup' },
    searchPanelDom(painted),
    h(
      'footer',
      { class: 'popup-footer' },
      h('a', { href: favourites, target: '_blank', rel: 'noopener' }, i18n.t('favourites.title')),
    ),
  );
}

function paint(root: HTMLElement, painted: PaintedSearch, page: HTMLElement): void {
  root.replaceChildren(page);
  handToApp(PAINTED_SEARCH, painted);
  // The page looks ready: what is pressed before the app runs is kept for it. The query
  // field is focused by its autofocus when the frame is drawn, not by focus() here,
  // which would lay out the half-parsed page once more than it needs.
  catchEarlyInput(root);
}

/** Paints the popup's last search into `root`; answers whether it painted anything. */
export function paintPopup(root: HTMLElement | null): boolean {
  const painted = popupPaint();
  if (root === null || painted === null) return false;
  paint(root, painted, popupDom(painted));
  return true;
}

/** Paints the results page's search into `root` when it was shown lately; answers whether it did. */
export function paintResultsPage(root: HTMLElement | null): boolean {
  const painted = resultsPaint(location.search);
  if (root === null || painted === null) return false;
  document.title = i18n.t('title.resultsFor', [painted.request.query]);
  paint(root, painted, h('main', { class: 'results-page' }, searchPanelDom(painted)));
  return true;
}
