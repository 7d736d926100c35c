import type { RunningServer } from '../../server/app';
import { catalogue } from '../../server/catalogue';
import { collections } from '../../server/collections';
import { meaningIndexFor } from '../../server/meaning/meaning-index';
import { MEANING_QUERIES } from './meaning-queries';
import type { BenchResult } from './run';

/**
 * How well each ranking finds hadiths on a query's subject, on the labelled
 * paraphrase queries of ./meaning-queries.ts: the share of the first 10
 * results that stand in one of the query's books, averaged over the queries.
 * - `search.meaning_p10`: the local service's `semantic-search` route;
 * - `search.text_p10`: its text `search` route, as the extension asks it;
 * - `search.keyword_p10`: a plain ranked keyword baseline, the TF-IDF
 *   cosine over the same corpus (server/meaning/keyword-ranking.ts).
 * The first two through real HTTP, on the production wire, in English.
 */
const TOP = 10;
const LANGUAGE = 'en';

export async function meaningQuality(server: RunningServer, key: string): Promise<BenchResult> {
  await server.ready(LANGUAGE, { meaning: true });
  const { ids, collectionIds, bookNumbers } = await catalogue(server.dataDir);
  const placeOf = new Map<number, string>();
  ids.forEach((id, doc) => placeOf.set(id, `${collectionIds[doc]}:${bookNumbers[doc]}`));
  const slugs = new Map((await collections(server.dataDir)).map((c) => [c.slug, c.collectionId]));
  const { corpus, keywords } = await meaningIndexFor(server.dataDir, LANGUAGE);

  async function ask(path: string, q: string): Promise<number[]> {
    const query = new URLSearchParams({ q, language: LANGUAGE, limit: String(TOP) });
    const response = await fetch(`${server.url}/v1/hadiths/${path}?${query}`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    if (!response.ok) throw new Error(`${path} "${q}": HTTP ${response.status}`);
    const { data } = (await response.json()) as { data: { data: { id: number | string }[] } };
    return data.data.map(({ id }) => Number(String(id).split('_')[0]));
  }

  const sums = { meaning: 0, text: 0, keyword: 0 };
  for (const { query, books } of MEANING_QUERIES) {
    const relevant = new Set(
      Object.entries(books).flatMap(([slug, numbers]) =>
        numbers.map((number) => `${slugs.get(slug)}:${number}`),
      ),
    );
    const precision = (found: number[]) =>
      found.slice(0, TOP).filter((id) => relevant.has(placeOf.get(id) ?? '')).length / TOP;
    const keywordDocs = keywords.best(keywords.scores(keywords.queryTerms(query)), TOP);
    sums.meaning += precision(await ask('semantic-search', query));
    sums.text += precision(await ask('search', query));
    sums.keyword += precision(keywordDocs.map((doc) => corpus.ids[doc]!));
  }
  const mean = (sum: number) => Number((sum / MEANING_QUERIES.length).toFixed(3));
  return {
    'search.meaning_p10': mean(sums.meaning),
    'search.text_p10': mean(sums.text),
    'search.keyword_p10': mean(sums.keyword),
  };
}
