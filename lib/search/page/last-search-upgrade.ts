import type { SearchRequest } from '../../hadith/hadith';
import { readLocal, removeLocal } from '../../storage/setting-changes';
import type { RetiredKey } from '../../storage/keys';

/**
 * Earlier versions kept the popup's last search, and the answer it showed, in
 * storage.local (`lastSearch`, `lastSearchAnswer`, and WXT's version records
 * beside them) as well as in the snapshot the popup paints from
 * (./snapshot.ts); the snapshot is now its one store. Carried over once by the
 * popup: the search is answered (null when there was none or it cannot be
 * read), and the keys are removed.
 */

const LEGACY_KEYS: readonly RetiredKey[] = [
  'lastSearch',
  'lastSearchAnswer',
  'lastSearch$',
  'lastSearchAnswer$',
];

export async function carryOverLastSearch(): Promise<SearchRequest | null> {
  const stored = await readLocal(LEGACY_KEYS);
  if (Object.keys(stored).length === 0) return null;
  await removeLocal(LEGACY_KEYS);
  const search = stored.lastSearch as Partial<SearchRequest> | null | undefined;
  return typeof search?.query === 'string' &&
    search.query.trim() !== '' &&
    typeof search.language === 'string' &&
    typeof search.limit === 'number'
    ? { query: search.query, language: search.language, page: 1, limit: search.limit }
    : null;
}
