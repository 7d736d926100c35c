import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Pagination } from '../../lib/hadith/hadith';
import { type RunningServer, defaultOptions } from '../../server/app';

export const KEY = 'demo-key';

export interface HadithJson {
  id: number;
  collection: string;
  collectionId: number;
  bookNumber: number;
  hadithNumber: number;
  arabicText: string;
  translation: { text: string } | null;
  grades?: { name: string; grade: string }[];
  reference?: Record<string, unknown>;
}

/** Production's record from its database: random, and search by number or by SQL. */
export interface DatabaseJson {
  id: number;
  collection: string;
  collectionId: number | null;
  bookNumber: number;
  hadithNumber: number;
  arabicText: string;
  arabicNarrator: string | null;
  translation: {
    id: number;
    hadithId: number;
    languageCode: string;
    text: string;
    narrator: string | null;
    grade: string | null;
    translator: string | null;
  } | null;
}

/** Production's record from its search engine: most text searches. */
export interface EngineJson {
  id: string;
  collection: string;
  bookNumber: number;
  hadithNumber: number;
  arabicText: string;
  translation: { text: string; grade: string; languageCode: string };
}

/** The contract's pagination object, as the extension reads it. */
export type PaginationJson = Pagination;

export interface SearchJson {
  data: HadithJson[];
  pagination: PaginationJson;
}

export interface Envelope<T> {
  success: true;
  data: T;
  meta: { requestId: string; timestamp: string };
}

/** The bare wire's errors: the code in `error.code`. */
export interface ErrorJson {
  success: false;
  error: { statusCode: number; code: string; message: string; [field: string]: unknown };
  meta: { requestId: string; timestamp: string };
}

/** Production's exception filter: the code (or status text) in `error.error`. */
export interface ProductionErrorJson {
  success: false;
  error: {
    statusCode: number;
    timestamp: string;
    path: string;
    method: string;
    error?: string;
    message: string | string[];
    [field: string]: unknown;
  };
  meta: { requestId: string };
}

/** An error's code as either wire sends it: `error.error` on production, `error.code` on bare. */
export function codeOf(body: unknown): string | undefined {
  const error = (body as { error?: { error?: unknown; code?: unknown } } | null)?.error;
  const code = error?.code ?? error?.error;
  return typeof code === 'string' ? code : undefined;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

interface RequestOptions {
  /** The bearer key; null sends no Authorization header. */
  key?: string | null;
  method?: string;
  headers?: Record<string, string>;
}

/** One real HTTP request to the server; the body parsed as JSON when there is one. */
export async function call<T>(
  server: RunningServer,
  path: string,
  params: Record<string, string | number> = {},
  { key = KEY, method = 'GET', headers = {} }: RequestOptions = {},
): Promise<Answer<T>> {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const url = `${server.url}${path}${query.size > 0 ? `?${query}` : ''}`;
  const response = await fetch(url, {
    method,
    headers: { ...(key === null ? {} : { Authorization: `Bearer ${key}` }), ...headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text === '' ? null : JSON.parse(text)) as T,
  };
}

/** A search, unwrapped from production's envelope when the server sends one. */
export async function search(
  server: RunningServer,
  params: Record<string, string | number>,
): Promise<SearchJson> {
  const answer = await call<Envelope<SearchJson> | SearchJson>(
    server,
    '/v1/hadiths/search',
    params,
  );
  if (answer.status !== 200) throw new Error(`search ${JSON.stringify(params)}: ${answer.status}`);
  return 'success' in answer.body ? answer.body.data : answer.body;
}

/** Every result of a query, page by page at the largest page size. */
export async function searchAll(
  server: RunningServer,
  params: Record<string, string | number>,
): Promise<HadithJson[]> {
  const all: HadithJson[] = [];
  for (let page = 1; ; page++) {
    const { data, pagination } = await search(server, { ...params, page, limit: 100 });
    all.push(...data);
    if (!pagination.hasNext) return all;
  }
}

export interface DataRecord extends HadithJson {
  translation: { text: string };
}

/** A language file read straight from the shared data, independently of the server's reader. */
export function readDataFile(language: string): DataRecord[] {
  const file = join(defaultOptions().dataDir, 'corpus', `hadiths.${language}.jsonl.gz`);
  return gunzipSync(readFileSync(file))
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as DataRecord);
}
