import { i18n } from '#i18n';
import { useModel, useSignalEffect } from '@preact/signals';
import { SearchPanel } from '@/components/SearchPanel';
import type { SearchAnswer, SearchRequest } from '@/lib/hadith/hadith';
import { resultsSearch, searchToLink, type ResultsLink } from '@/lib/search/results-url';
import { SearchModel, type SearchModelOptions } from '@/lib/search/model';
import { rememberCollections, rememberShownSearch } from '@/lib/search/snapshot';

/** Full search results in a tab, opened from the address bar or from selected text. */
export function ResultsPage({
  link,
  initialAnswer,
  typedEarly,
  collections,
}: { link: ResultsLink & { problem: string | null } } & Pick<
  SearchModelOptions,
  'initialAnswer' | 'typedEarly' | 'collections'
>) {
  const model = useModel(
    () =>
      new SearchModel({
        initial: link,
        initialAnswer,
        initialProblem: link.problem,
        typedEarly,
        collections,
        onCollections: rememberCollections,
        onShown: (request: SearchRequest, answer: SearchAnswer) => {
          // The address follows the page shown, so a reload or a bookmark returns to it.
          const expandedId = request.query === link.query ? link.expandedId : undefined;
          history.replaceState(null, '', resultsSearch({ ...searchToLink(request), expandedId }));
          // The copy a reload paints from, before any script asks for it.
          rememberShownSearch(request, answer);
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
