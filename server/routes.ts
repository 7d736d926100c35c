import { paginationFor } from '../lib/search/pagination';
import {
  collectionBySlug,
  dailyId,
  filteredRandomId,
  hadithById,
  listCollections,
  listHadiths,
  productionPagination,
} from './browse-routes';
import { collectionNamed, collectionSlugs } from './collections';
import { ARABIC, type Draw, hadithIn, randomHadith, searchText } from './hadith-store';
import { type DatabaseMatches, searchArabic, searchNumber } from './production-search';
import { randomParams, searchParams, type SearchParams } from './query-params';
import { contractRecord, databaseRecord, engineRecord, type FoundHadith } from './record-shapes';
import { PlainFailure, type Wire } from './responses';
import type { ExplanationStore } from './explanations';
import { explain, explainStream, reportExplanation, semanticSearch } from './meaning-routes';

/** Validates the query (throwing a 400) and returns the work that answers it. */
type Route = (
  query: URLSearchParams,
  wire: Wire,
  dataDir: string,
  draw: Draw,
  /** The explanations served (`--explanations`); null: the feature is off. */
  explanations: ExplanationStore | null,
) => () => Promise<unknown>;

/** Random's record for a hadith drawn (or chosen), in the wire's shape. */
function randomRecord(wire: Wire, language: string, found: FoundHadith): unknown {
  if (wire === 'bare') return contractRecord(found);
  // Production's Arabic is the hadith's own text, and it has no Arabic translation rows.
  return databaseRecord(language === ARABIC ? { ...found, translation: null } : found);
}

const randomRoute: Route = (query, wire, dataDir, draw) => {
  const { language } = randomParams(wire, query);
  // Production draws from the hadiths of `collection` or `grade` when given; bare reads neither.
  if (wire === 'production' && (query.get('collection') || query.get('grade'))) {
    return async () => {
      const id = await filteredRandomId(dataDir, query, draw);
      return id === null ? null : randomAnswerFor(wire, dataDir, query, id);
    };
  }
  return async () => randomRecord(wire, language, await randomHadith(dataDir, language, draw));
};

const dailyRoute: Route = (query, wire, dataDir) => {
  return async () => {
    const id = await dailyId(dataDir);
    return id === null ? null : randomAnswerFor(wire, dataDir, query, id);
  };
};

/** Random's answer had it drawn hadith `id` (the fault `hadith`); null when there is none. */
export async function randomAnswerFor(
  wire: Wire,
  dataDir: string,
  query: URLSearchParams,
  id: number,
): Promise<unknown> {
  const { language } = randomParams(wire, query);
  const found = await hadithIn(dataDir, id, [language]);
  return found === null ? null : randomRecord(wire, language, found);
}

const searchRoute: Route = (query, wire, dataDir) => {
  const params = searchParams(wire, query);
  return wire === 'production'
    ? () => productionSearch(dataDir, params)
    : async () => {
        const { q, language, page, limit } = params;
        const { total, found } = await searchText(dataDir, language, q, page, limit);
        return { data: found.map(contractRecord), pagination: paginationFor(page, limit, total) };
      };
};

/**
 * Production's `search`: nothing for an empty query, the number path for
 * digits, else the search engine, and the SQL fallback when the engine has
 * nothing on this page (which is how a page past the end comes back: empty,
 * with a total of 0).
 */
async function productionSearch(dataDir: string, params: SearchParams): Promise<unknown> {
  const { language, page, limit } = params;
  const q = params.q.trim();
  const fromDatabase = ({ total, found }: DatabaseMatches) => ({
    data: found.map(databaseRecord),
    pagination: productionPagination(page, limit, total),
  });
  if (q === '') return { data: [], pagination: paginationFor(page, limit, 0) };
  // Every path filters by `collection`: one that names none finds nothing.
  let collectionId: number | undefined;
  if (params.collection) {
    const collection = await collectionNamed(dataDir, params.collection);
    if (collection === undefined) return fromDatabase({ total: 0, found: [] });
    collectionId = collection.collectionId;
  }
  if (/^\d+$/.test(q)) {
    const matches = await searchNumber(dataDir, language, q, page, limit, collectionId);
    return fromDatabase(matches);
  }
  if (language !== ARABIC) {
    const engine = await searchText(dataDir, language, q, page, limit, collectionId);
    if (engine.translated && engine.found.length > 0) {
      const slugs = await collectionSlugs(dataDir);
      const slugOf = (id: number) => slugs.get(id) ?? String(id);
      return {
        data: engine.found.map((hit) =>
          engineRecord(hit, slugOf(hit.record.collectionId), language),
        ),
        pagination: productionPagination(page, limit, engine.total),
      };
    }
  }
  // Production's SQL path pastes the query into its SQL: a quote breaks it, and the
  // framework answers its default 500, in plain text, outside the envelope.
  if (q.includes("'")) throw new PlainFailure();
  const fallback = await searchArabic(dataDir, language, q, page, limit, collectionId);
  // The SQL path counts the rows of the page it read: past the end, that is none.
  return fromDatabase(fallback.found.length === 0 ? { total: 0, found: [] } : fallback);
}

const CONTRACT_ROUTES: ReadonlyMap<string, Route> = new Map([
  ['/v1/hadiths/random', randomRoute],
  ['/v1/hadiths/search', searchRoute],
]);

const PRODUCTION_ROUTES: ReadonlyMap<string, Route> = new Map([
  ...CONTRACT_ROUTES,
  ['/v1/hadiths/daily', dailyRoute],
  ['/v1/hadiths', (query, _wire, dataDir) => () => listHadiths(dataDir, query)],
  ['/v1/collections', (_query, _wire, dataDir) => () => listCollections(dataDir)],
  ['/v1/hadiths/semantic-search', (query, _wire, dataDir) => semanticSearch(dataDir, query)],
]);

// The contract shows search without /v1, and bare serves it both ways.
const BARE_ROUTES: ReadonlyMap<string, Route> = new Map([
  ...CONTRACT_ROUTES,
  ['/hadiths/search', searchRoute],
]);

/** Production's routes with a parameter in the path, tried after the fixed ones (as Nest does). */
const PRODUCTION_PATTERNS: [RegExp, (match: string) => Route][] = [
  [
    /^\/v1\/hadiths\/([^/]+)\/explain$/,
    (id) => (query, _wire, dataDir, _draw, store) => explain(dataDir, store, id, query),
  ],
  [
    /^\/v1\/hadiths\/([^/]+)\/explain-stream$/,
    (id) => (query, _wire, dataDir, _draw, store) => explainStream(dataDir, store, id, query),
  ],
  [
    /^\/v1\/hadiths\/([^/]+)\/explain\/report$/,
    (id) => (query, _wire, _dataDir, _draw, store) => reportExplanation(store, id, query),
  ],
  [
    /^\/v1\/hadiths\/([^/]+)$/,
    (id) => (query, _wire, dataDir) => () => hadithById(dataDir, id, query),
  ],
  [
    /^\/v1\/collections\/([^/]+)$/,
    (slug) => (_query, _wire, dataDir) => () => collectionBySlug(dataDir, slug),
  ],
];

/** The route at `path`; production, like the real service, has every route under /v1 only. */
export function routeFor(wire: Wire, path: string): Route | undefined {
  if (wire === 'bare') return BARE_ROUTES.get(path);
  const fixed = PRODUCTION_ROUTES.get(path);
  if (fixed !== undefined) return fixed;
  for (const [pattern, route] of PRODUCTION_PATTERNS) {
    const match = pattern.exec(path);
    if (match) return route(decodeURIComponent(match[1]!));
  }
  return undefined;
}
