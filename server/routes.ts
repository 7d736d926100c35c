import { paginationFor } from '../lib/pagination';
import { randomHadith, searchHadiths } from './hadith-store';
import { randomParams, searchParams } from './query-params';

/** Validates the query (throwing a 400) and returns the work that answers it. */
type Route = (query: URLSearchParams, dataDir: string) => () => Promise<unknown>;

const randomRoute: Route = (query, dataDir) => {
  const { language } = randomParams(query);
  return () => randomHadith(dataDir, language);
};

const searchRoute: Route = (query, dataDir) => {
  const { q, language, page, limit } = searchParams(query);
  return async () => {
    const { total, hadiths } = await searchHadiths(dataDir, language, q, page, limit);
    return { data: hadiths, pagination: paginationFor(page, limit, total) };
  };
};

// The contract shows search without /v1 and production serves it with; both answer.
export const ROUTES: ReadonlyMap<string, Route> = new Map([
  ['/v1/hadiths/random', randomRoute],
  ['/v1/hadiths/search', searchRoute],
  ['/hadiths/search', searchRoute],
]);
