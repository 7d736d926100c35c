import {
  ARABIC,
  FALLBACK_LANGUAGE,
  hadithIn,
  matchingIds,
  requireArabic,
  searchText,
} from './hadith-store';
import { memoised } from './memoise';
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

interface NumberTable {
  ids: Int32Array;
  numbers: Int32Array;
}

const tables = new Map<string, Promise<NumberTable>>();
// Records start `{"id":…,"collection":"…","collectionId":…,"bookNumber":…,"hadithNumber":…`.
const HADITH_NUMBER = /"hadithNumber":(\d+)/;

/** Every hadith's number, read from the head of its line rather than parsing 35,000 records. */
function numberTable(dataDir: string): Promise<NumberTable> {
  return memoised(tables, dataDir, async () => {
    const arabic = await requireArabic(dataDir);
    const numbers = new Int32Array(arabic.size);
    for (let doc = 0; doc < arabic.size; doc++) {
      const head = arabic.line(doc).toString('latin1', 0, 300);
      numbers[doc] = Number(HADITH_NUMBER.exec(head)?.[1] ?? -1);
    }
    return { ids: arabic.ids, numbers };
  });
}

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
): Promise<DatabaseMatches> {
  const wanted = Number.parseInt(digits, 10);
  const { ids, numbers } = await numberTable(dataDir);
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
  return {
    total: ranked.length,
    found: await inLanguage(dataDir, ranked.slice(start, start + limit), language),
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
): Promise<DatabaseMatches> {
  const { total, found } = await searchText(dataDir, ARABIC, query, page, limit);
  const ids = found.map(({ record }) => record.id);
  return { total, found: await inLanguage(dataDir, ids, language) };
}

async function inLanguage(
  dataDir: string,
  ids: number[],
  language: string,
): Promise<FoundHadith[]> {
  // Arabic is the hadith's own text, never its translation: English then, as production does.
  const languages = language === ARABIC ? [FALLBACK_LANGUAGE] : [language, FALLBACK_LANGUAGE];
  const found = await Promise.all(ids.map((id) => hadithIn(dataDir, id, languages)));
  return found.filter((hadith) => hadith !== null);
}
