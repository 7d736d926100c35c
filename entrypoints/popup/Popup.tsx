import { i18n } from '#i18n';
import { useModel } from '@preact/signals';
import { SearchPanel } from '@/components/SearchPanel';
import type { SearchAnswer, SearchRequest } from '@/lib/hadith/hadith';
import { SearchModel, type SearchModelOptions } from '@/lib/search/model';
import { rememberCollections, rememberShownSearch } from '@/lib/search/snapshot';
import { lastSearch, lastSearchAnswer } from '@/lib/storage/settings';

const FAVOURITES_URL = browser.runtime.getURL('/favourites.html');

function remember(request: SearchRequest, answer: SearchAnswer): void {
  // The copy the next opening paints from, before any script asks for it.
  rememberShownSearch(request, answer, { popup: true });
  // Offline answers are not painted on the next opening: the service may be back by then.
  const shown = answer.offlineReason === null ? { answer, shownAt: Date.now() } : null;
  // Not awaited, and not caught: the results are already shown, and a failed
  // write only loses the restore, which is not worth a message in the popup;
  // the browser lists the rejection among the extension's errors.
  void Promise.all([lastSearch.setValue(request), lastSearchAnswer.setValue(shown)]);
}

type Props = Pick<SearchModelOptions, 'initial' | 'initialAnswer' | 'typedEarly' | 'collections'>;

/** The toolbar popup: search with paging, restored as it was left. */
export function Popup({ initial, initialAnswer, typedEarly, collections }: Props) {
  const model = useModel(
    () =>
      new SearchModel({
        initial,
        initialAnswer,
        typedEarly,
        collections,
        onShown: remember,
        onCollections: rememberCollections,
      }),
  );
  return (
    <main class="popup">
      <SearchPanel model={model} />
      <footer class="popup-footer">
        {/* A popup cannot navigate: the page opens in a tab of its own. */}
        <a href={FAVOURITES_URL} target="_blank" rel="noopener">
          {i18n.t('favourites.title')}
        </a>
      </footer>
    </main>
  );
}
