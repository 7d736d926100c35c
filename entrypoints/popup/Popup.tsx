import { useModel } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { ErrorNotice } from '@/components/ErrorNotice';
import { HadithCard } from '@/components/HadithCard';
import { LanguageInput } from '@/components/LanguageInput';
import { SearchModel } from '@/lib/search-model';

/** The toolbar popup: full-text search with paging. */
export function Popup({ initialLanguage }: { initialLanguage: string }) {
  const model = useModel(() => new SearchModel(initialLanguage));
  const resultsRef = useRef<HTMLDivElement>(null);
  const shown = model.shown.value;
  const pagination = model.pagination.value;

  // A new page starts at its top.
  useEffect(() => resultsRef.current?.scrollTo({ top: 0 }), [shown]);

  function onSubmit(event: SubmitEvent): void {
    event.preventDefault();
    model.search();
  }

  return (
    <div class="popup">
      <form role="search" class="search-form" onSubmit={onSubmit}>
        <div class="field field-query">
          <label for="query">Search hadiths</label>
          <input
            id="query"
            type="search"
            name="q"
            autoFocus
            autoComplete="off"
            placeholder="intentions, صبر, patience…"
            value={model.query}
            onInput={(event) => (model.query.value = event.currentTarget.value)}
          />
        </div>
        <LanguageInput
          id="language"
          value={model.language}
          onInput={(value) => (model.language.value = value)}
        />
        <button type="submit" class="button">
          Search
        </button>
      </form>

      <div class="results" ref={resultsRef} aria-busy={model.loading.value}>
        {model.error.value !== null && <ErrorNotice error={model.error.value} />}
        {shown === null && model.error.value === null && (
          <p class="hint">
            {model.loading.value
              ? 'Searching…'
              : 'Search the collections in Arabic or in the chosen language.'}
          </p>
        )}
        {shown !== null && shown.answer.pagination.total === 0 && (
          <p class="empty">No hadiths match “{shown.request.query}”.</p>
        )}
        {shown !== null && shown.answer.hadiths.length > 0 && (
          <ol class="result-list" start={(shown.request.page - 1) * shown.request.limit + 1}>
            {shown.answer.hadiths.map((hadith) => (
              <li key={hadith.id}>
                <HadithCard hadith={hadith} variant="result" />
              </li>
            ))}
          </ol>
        )}
      </div>

      {pagination !== null && pagination.total > 0 && (
        <nav class="pager" aria-label="Result pages">
          <button type="button" class="button" disabled={!model.canPrev.value} onClick={model.prev}>
            Prev
          </button>
          <p class="pager-text">
            <span class="page-status">
              Page {pagination.page} of {pagination.totalPages}
            </span>
            <span class="result-count">
              {pagination.total} {pagination.total === 1 ? 'result' : 'results'}
            </span>
          </p>
          <button type="button" class="button" disabled={!model.canNext.value} onClick={model.next}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
