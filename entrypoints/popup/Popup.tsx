import { useModel } from '@preact/signals';
import { SearchPanel } from '@/components/SearchPanel';
import type { SearchRequest } from '@/lib/hadith';
import { SearchModel } from '@/lib/search-model';
import { lastSearch } from '@/lib/settings';

function remember(request: SearchRequest): void {
  // Not awaited: the page is already shown; a failed write only loses the restore.
  lastSearch.setValue(request).catch((error: unknown) => {
    console.warn('Could not remember the last search', error);
  });
}

/** The toolbar popup: search with paging, restored as it was left. */
export function Popup({ initial }: { initial: SearchModelInit }) {
  const model = useModel(() => new SearchModel({ initial, onShown: remember }));
  return (
    <div class="popup">
      <SearchPanel model={model} />
    </div>
  );
}

type SearchModelInit = ConstructorParameters<typeof SearchModel>[0]['initial'];
