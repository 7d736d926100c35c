import { i18n } from '#i18n';
import { useSignalEffect } from '@preact/signals';
import { SearchPanel } from '@/components/SearchPanel';
import type { SearchModel } from '@/lib/search/page/model';

/**
 * Full search results in a tab, opened from the address bar or from selected
 * text. Its model is made by the page's script (entrypoints/results/page.tsx),
 * which renders this as the first paint and starts the model after it.
 */
export function ResultsPage({
  model,
  expandedId,
}: {
  model: InstanceType<typeof SearchModel>;
  /** The hadith the address asks to show expanded (the omnibox suggestion picked). */
  expandedId?: number;
}) {
  useSignalEffect(() => {
    const query = model.shown.value?.request.query;
    document.title =
      query === undefined ? i18n.t('title.results') : i18n.t('title.resultsFor', [query]);
  });

  return (
    <main class="results-page">
      <SearchPanel model={model} expandedId={expandedId} />
    </main>
  );
}
