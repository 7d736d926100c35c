import type { SearchRequest } from '../../hadith/hadith';
import { DEFAULT_LANGUAGE } from '../../locale/language-options';
import type { SearchMode } from '../../storage/settings';
import { signal } from '@preact/signals';
import { writeLocal } from '../../storage/setting-changes';
import { checkSearch, cleanQuery, MEANING_PAGE_SIZE } from '../input';

/** What a search page's form holds. */
export interface SearchForm {
  query: string;
  language: string;
  limit: number;
  /** The collection searched within, by slug; '' for all. */
  collection: string;
  mode: SearchMode;
  /** The words searched as text though they read as a reference. */
  asText?: boolean;
}

/**
 * The form's search as it would be sent for `page`: a sentence when it cannot
 * be; null when nothing is typed. By meaning the service takes no collection
 * and answers one page.
 */
export function formRequest(form: SearchForm, page: number): SearchRequest | string | null {
  if (cleanQuery(form.query) === '') return null;
  const byMeaning = form.mode === 'meaning';
  const checked = checkSearch({
    query: form.query,
    language: form.language.trim() || DEFAULT_LANGUAGE,
    page: byMeaning ? 1 : page,
    limit: byMeaning ? MEANING_PAGE_SIZE : form.limit,
    ...(form.collection !== '' && !byMeaning && { collection: form.collection }),
    ...(byMeaning && { mode: 'meaning' as const }),
    ...(form.asText === true && { asText: true }),
  });
  return checked.ok ? checked.request : checked.problem;
}

/** Words or meaning: the form's choice, kept for every search page as it is made. */
export function modeChoice(initial: SearchRequest['mode']) {
  const mode = signal<SearchMode>(initial === 'meaning' ? 'meaning' : 'words');
  function keep(next: SearchMode): void {
    mode.value = next;
    void writeLocal({ searchMode: next });
  }
  return { mode, keep };
}
