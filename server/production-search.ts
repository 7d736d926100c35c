import {
  ARABIC,
  collectionOfId,
  FALLBACK_LANGUAGE,
  hadithIn,
  matchingIds,
  searchText,
} from './hadith-store';
import { catalogue } from './catalogue';
import type { FoundHadith } from './record-shapes';

/**
 * Production's two search paths that answer from its database, with each
 * hadith in the language asked for, else in English (read from mumin-api/api,
 * `hadiths.service.ts`). Its third path, the search engine, is
 * `searchText` in hadith-store.ts.
 */

const EXACT = 100;
const CONTAINS = 50;
const IN_TEXT = 30;

export interface DatabaseMatches {
  total: number;
  found: FoundHadith[];
}

/**
 * An all-digits query (`searchWithNumberPriority`): hadiths with that number
 * first, then those whose number contains the digits, then those whose text
 * does; ties by id.
 */
export async function searchNumber(
  dataDir: string,
  language: string,
  digits: string,
  page: number,
  limit: number,
  collectionId?: number,
): Promise<DatabaseMatches> {
  const wanted = Number.parseInt(digits, 10);
  const { ids, hadithNumbers: numbers } = await catalogue(dataDir);
  const scores = new Map<number, number>();
  numbers.forEach((number, doc) => {
    if (number === wanted) scores.set(ids[doc]!, EXACT);
    else if (String(number).includes(digits)) scores.set(ids[doc]!, CONTAINS);
  });
  for (const id of await matchingIds(dataDir, language, digits)) {
    if (!scores.has(id)) scores.set(id, IN_TEXT);
  }
  const ranked = [...scores].sort(([a, x], [b, y]) => y - x || a - b).map(([id]) => id);
  const start = (page - 1) * limit;
  // Production filters the page by collection, but counts its total without the filter.
  const listed =
    collectionId === undefined
      ? ranked
      : ranked.filter((id) => collectionOfId(id) === collectionId);
  return {
    total: ranked.length,
    found: await inLanguage(dataDir, listed.slice(start, start + limit), language),
  };
}

/**
 * The SQL fallback, for a text query the search engine has nothing for: the
 * engine holds one document per translation, so a language without any (one
 * the data lacks, or Arabic, which is no translation) is answered from the
 * Arabic text.
 */
export async function searchArabic(
  dataDir: string,
  language: string,
  query: string,
  page: number,
  limit: number,
  collectionId?: number,
): Promise<DatabaseMatches> {
  const { total, found } = await searchText(dataDir, ARABIC, query, page, limit, collectionId);
  const ids = found.map(({ record }) => record.id);
  return { total, found: await inLanguage(dataDir, ids, language) };
}

export async function inLanguage(
  dataDir: string,
  ids: number[],
  language: string,
): Promise<FoundHadith[]> {
  // Arabic is the hadith's own text, never its translation: English then, as production does.
  const languages = language === ARABIC ? [FALLBACK_LANGUAGE] : [language, FALLBACK_LANGUAGE];
  const found = await Promise.all(ids.map((id) => hadithIn(dataDir, id, languages)));
  return found.filter((hadith) => hadith !== null);
}
