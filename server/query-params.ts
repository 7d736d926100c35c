import { ServiceError } from './responses';

export interface RandomParams {
  language: string;
}

export interface SearchParams {
  q: string;
  language: string;
  page: number;
  limit: number;
}

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

// Open like production (no whitelist), but shaped like a language tag: it names a data file.
const LANGUAGE_TAG = /^[a-z]{2,8}(-[a-z0-9]{1,8})*$/i;

export function randomParams(query: URLSearchParams): RandomParams {
  const single = singleValues(query, ['language']);
  return { language: languageOf(single.get('language')) };
}

export function searchParams(query: URLSearchParams): SearchParams {
  const single = singleValues(query, ['q', 'language', 'page', 'limit']);
  const q = single.get('q');
  if (q === undefined) throw invalid('q', 'Query parameter q is required');
  if (q.trim() === '') throw invalid('q', 'Query parameter q must not be blank');
  return {
    q,
    language: languageOf(single.get('language')),
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

function languageOf(value: string | undefined): string {
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
