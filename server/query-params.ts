import { ServiceError, type Wire } from './responses';

export interface RandomParams {
  language: string;
}

export interface SearchParams {
  /** Production answers an empty or missing `q` with no results; bare requires one. */
  q: string;
  language: string;
  page: number;
  limit: number;
  /** Production's search within one collection (slug or name); bare has none. */
  collection?: string | null;
}

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_LIMIT = 20;
/** The published contract's page size bound; production enforces none. */
export const MAX_LIMIT = 100;

// Open like production (no whitelist), but shaped like a language tag: it names a data file.
const LANGUAGE_TAG = /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i;
/** A language production accepts (any string) but no data file could be named by. */
const NO_SUCH_LANGUAGE = 'und';

/**
 * Production's search query: `GetHadithsDto` under NestJS's ValidationPipe
 * with `whitelist`, `forbidNonWhitelisted` and `transform`. Every problem is
 * one message of a list, as class-validator words it.
 */
const DTO_FIELDS = [
  'q',
  'page',
  'limit',
  'collection',
  'bookNumber',
  'hadithNumber',
  'language',
  'grade',
  'topic',
];
const DTO_INTEGERS = new Set(['page', 'limit', 'bookNumber', 'hadithNumber']);
const DTO_MINIMUM_ONE = new Set(['page', 'limit']);

export function searchParams(wire: Wire, query: URLSearchParams): SearchParams {
  return wire === 'production' ? hadithsQuery(query) : bareSearch(query);
}

export function randomParams(wire: Wire, query: URLSearchParams): RandomParams {
  // Production's random route reads `language` alone and ignores anything else.
  if (wire === 'production') return { language: languageOnly(query) };
  const single = singleValues(query, ['language']);
  return { language: bareLanguage(single.get('language')) };
}

/** `GetHadithsDto` as validated and transformed: what the search and list routes read. */
export interface HadithsQuery {
  q: string;
  language: string;
  page: number;
  limit: number;
  collection: string | null;
  /** Production filters on these only when they are truthy: 0 filters nothing. */
  bookNumber: number | null;
  hadithNumber: number | null;
  grade: string | null;
}

/** Validates a query as `GetHadithsDto` does, throwing production's 400. */
export function hadithsQuery(query: URLSearchParams): HadithsQuery {
  const problems: string[] = [];
  for (const name of new Set(query.keys())) {
    if (!DTO_FIELDS.includes(name)) {
      problems.push(`property ${name} should not exist`);
      continue;
    }
    const values = query.getAll(name);
    if (values.length > 1 && !DTO_INTEGERS.has(name)) problems.push(`${name} must be a string`);
    if (!DTO_INTEGERS.has(name)) continue;
    // class-transformer's Number(): a repeated parameter, or anything but digits, is NaN.
    const number = values.length === 1 ? Number(values[0]) : NaN;
    if (!Number.isInteger(number)) problems.push(`${name} must be an integer number`);
    if (DTO_MINIMUM_ONE.has(name) && !(number >= 1)) {
      problems.push(`${name} must not be less than 1`);
    }
  }
  if (problems.length > 0) {
    throw new ServiceError(400, 'VALIDATION_ERROR', problems, { label: 'status-text' });
  }
  const truthy = (name: string) => (Number(query.get(name)) ? Number(query.get(name)) : null);
  return {
    q: query.get('q') ?? '',
    language: productionLanguage(query.get('language')),
    page: query.has('page') ? Number(query.get('page')) : 1,
    limit: query.has('limit') ? Number(query.get('limit')) : DEFAULT_LIMIT,
    collection: query.get('collection') || null,
    bookNumber: truthy('bookNumber'),
    hadithNumber: truthy('hadithNumber'),
    grade: query.get('grade') || null,
  };
}

/** The query of production's routes that read `language` alone and ignore the rest. */
export function languageOnly(query: URLSearchParams): string {
  return productionLanguage(query.get('language'));
}

function productionLanguage(value: string | null): string {
  if (value === null) return DEFAULT_LANGUAGE;
  return LANGUAGE_TAG.test(value) ? value.toLowerCase() : NO_SUCH_LANGUAGE;
}

function bareSearch(query: URLSearchParams): SearchParams {
  const single = singleValues(query, ['q', 'language', 'page', 'limit']);
  const q = single.get('q');
  if (q === undefined) throw invalid('q', 'Query parameter q is required');
  if (q.trim() === '') throw invalid('q', 'Query parameter q must not be blank');
  return {
    q,
    language: bareLanguage(single.get('language')),
    page: integerOf(single, 'page', 1, 1),
    limit: integerOf(single, 'limit', DEFAULT_LIMIT, 1, MAX_LIMIT),
  };
}

function singleValues(query: URLSearchParams, allowed: string[]): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of query) {
    if (!allowed.includes(name)) {
      throw invalid(name, `Unknown query parameter ${name}; allowed: ${allowed.join(', ')}`);
    }
    if (values.has(name)) throw invalid(name, `Query parameter ${name} is given more than once`);
    values.set(name, value);
  }
  return values;
}

function bareLanguage(value: string | undefined): string {
  if (value === undefined) return DEFAULT_LANGUAGE;
  if (!LANGUAGE_TAG.test(value)) {
    throw invalid(
      'language',
      `Query parameter language must be a language code like en, got "${value}"`,
    );
  }
  return value.toLowerCase();
}

function integerOf(
  values: Map<string, string>,
  name: string,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const value = values.get(name);
  if (value === undefined) return fallback;
  const number = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
    throw invalid(name, `Query parameter ${name} must be an integer ${range}, got "${value}"`);
  }
  return number;
}

function invalid(parameter: string, message: string): ServiceError {
  return new ServiceError(400, 'VALIDATION_ERROR', message, { details: { parameter } });
}

/** `ParseIntPipe` on the path's id: a word, or `1234_en`, is a 400. */
export function parsedId(idText: string): number {
  if (!/^-?\d+$/.test(idText)) {
    throw new ServiceError(400, 'BAD_REQUEST', 'Validation failed (numeric string is expected)', {
      label: 'status-text',
    });
  }
  return Number(idText);
}
