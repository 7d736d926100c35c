import { i18n } from '#i18n';
import { useModel, useSignalEffect } from '@preact/signals';
import { SearchPanel } from '@/components/SearchPanel';
import type { SearchRequest } from '@/lib/hadith/hadith';
import { resultsSearch, searchToLink, type ResultsLink } from '@/lib/search/results-url';
import { SearchModel } from '@/lib/search/model';

/** Full search results in a tab, opened from the address bar or from selected text. */
export function ResultsPage({ link }: { link: ResultsLink & { problem: string | null } }) {
  // The address follows the page shown, so a reload or a bookmark returns to it.
  const model = useModel(
    () =>
      new SearchModel({
        initial: link,
        initialProblem: link.problem,
        onShown: (request: SearchRequest) => {
          const expandedId = request.query === link.query ? link.expandedId : undefined;
          history.replaceState(null, '', resultsSearch({ ...searchToLink(request), expandedId }));
        },
      }),
  );

  useSignalEffect(() => {
    const query = model.shown.value?.request.query;
    document.title =
      query === undefined ? i18n.t('title.results') : i18n.t('title.resultsFor', [query]);
  });

  return (
    <main class="results-page">
      <SearchPanel model={model} expandedId={link.expandedId} />
    </main>
  );
}
