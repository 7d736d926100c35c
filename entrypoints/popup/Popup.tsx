import { i18n } from '#i18n';
import { SearchPanel } from '@/components/SearchPanel';
import type { SearchModel } from '@/lib/search/page/model';

const FAVOURITES_URL = chrome.runtime.getURL('/favourites.html');

/**
 * The toolbar popup: search with paging, reopened on its last search. Its
 * model is made by the page's script (entrypoints/popup/page.tsx), which
 * renders this as the first paint and starts the model after it.
 */
export function Popup({ model }: { model: InstanceType<typeof SearchModel> }) {
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
