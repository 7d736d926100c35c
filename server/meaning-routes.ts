import { type ExplanationStore, noExplanation, unavailable } from './explanations';
import { hadithIn } from './hadith-store';
import { meaningIndexFor } from './meaning/meaning-index';
import { inLanguage } from './production-search';
import { hadithsQuery, parsedId } from './query-params';
import { databaseRecord } from './record-shapes';
import { unknownHadith } from './browse-routes';

/**
 * Production's search by meaning and AI explanations (`hadiths.controller.ts`:
 * `semantic-search`, `:id/explain`, `:id/explain-stream`, `:id/explain/report`),
 * keyed and charged like every route. The bare wire has none of them.
 */

/** An answer sent as server-sent events, outside the envelope: each event after `delayMs`. */
export class EventStream {
  constructor(
    readonly events: string[],
    readonly delayMs: number,
  ) {}
}

/**
 * `semanticSearch`: `GetHadithsDto`'s strict validation; nothing for an empty
 * query; else the nearest hadiths by meaning (server/meaning/), each in the
 * language asked for, else English, with its `similarity`, and `total` the
 * number returned.
 */
export function semanticSearch(dataDir: string, query: URLSearchParams) {
  const { q, language, limit } = hadithsQuery(query);
  return async () => {
    if (q.trim() === '') return { data: [], total: 0 };
    const { corpus, meaning } = await meaningIndexFor(dataDir, language);
    const hits = meaning.search(q, limit);
    const found = await inLanguage(
      dataDir,
      hits.map(({ doc }) => corpus.ids[doc]!),
      language,
    );
    const data = found.map((hadith, i) => ({
      ...databaseRecord(hadith),
      similarity: hits[i]!.similarity,
    }));
    return { data, total: data.length };
  };
}

/** The explanation of hadith `id`, the checks in production's order: the feature, the store, the hadith. */
async function storedExplanation<T>(
  dataDir: string,
  store: ExplanationStore | null,
  id: number,
  serve: (store: ExplanationStore) => T,
): Promise<T> {
  if (store === null) throw unavailable();
  try {
    return serve(store);
  } catch (error) {
    if ((await hadithIn(dataDir, id, [])) === null) throw unknownHadith(id);
    throw error;
  }
}

export function explain(
  dataDir: string,
  store: ExplanationStore | null,
  idText: string,
  query: URLSearchParams,
) {
  const id = parsedId(idText);
  const language = query.get('language') || 'en';
  return () => storedExplanation(dataDir, store, id, (found) => found.explanation(id, language));
}

export function explainStream(
  dataDir: string,
  store: ExplanationStore | null,
  idText: string,
  query: URLSearchParams,
) {
  const id = parsedId(idText);
  // Production's stream defaults to Russian, its plain route to English.
  const language = query.get('language') || 'ru';
  return () =>
    storedExplanation(dataDir, store, id, (found) => {
      const { events, delayMs } = found.streamParts(id, language);
      return new EventStream(events, delayMs);
    });
}

export function reportExplanation(
  store: ExplanationStore | null,
  idText: string,
  query: URLSearchParams,
) {
  const id = parsedId(idText);
  const message = query.get('message');
  return async () => {
    if (store === null) throw noExplanation(id);
    return store.report(id, message);
  };
}
