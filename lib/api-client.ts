import type { Hadith, SearchPage, SearchRequest } from './hadith';
import { HadithError } from './hadith-error';
import {
  blockedError,
  budgetSpentError,
  errorForResponse,
  readErrorBody,
  transportError,
} from './api-errors';
import { parseRandomHadith, parseSearchPage } from './api-schema';
import { retryAtAfter429, retryAtWhenExhausted } from './rate-limit-policy';
import {
  activeBlock,
  consecutiveRateLimits,
  recordRateLimited,
  recordSuccess,
} from './rate-limit-state';
import { budgetStatus, refillReserve, trySpendRequest } from './daily-budget';
import { createRequestGate, REQUEST_SPACING_MS } from './request-gate';
import * as settings from './settings';

/** Production times out at 30 s server-side; a new tab should not wait that long. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The service's documented maximum page size. */
export const MAX_PAGE_SIZE = 100;

export interface ApiClientOptions {
  timeoutMs?: number;
  spacingMs?: number;
  now?: () => number;
  random?: () => number;
}

export interface ApiClient {
  randomHadith(language: string): Promise<Hadith>;
  searchPage(request: SearchRequest): Promise<SearchPage>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Proxies and captive portals answer with HTML: the caller reports it by status.
    return undefined;
  }
}

async function readSettings(): Promise<{ key: string; apiBase: string; searchBase: string }> {
  const [key, apiBase, searchBase] = await Promise.all([
    settings.apiKey.getValue(),
    settings.apiBaseUrl.getValue(),
    settings.searchBaseUrl.getValue(),
  ]);
  if (key.trim() === '') {
    throw new HadithError('no-key', 'No API key is set.');
  }
  return {
    key: key.trim(),
    apiBase: settings.trimBaseUrl(apiBase),
    searchBase: settings.effectiveSearchBaseUrl(apiBase, searchBase),
  };
}

function buildUrl(base: string, path: string, params: Record<string, string>): string {
  let url: URL;
  try {
    url = new URL(`${base}${path}`);
  } catch {
    throw new HadithError('not-found', 'The service address in the options is not a valid URL.');
  }
  url.search = new URLSearchParams(params).toString();
  return url.href;
}

/** The service client. Settings are read per request, so saved options apply at once. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const gate = createRequestGate(options.spacingMs ?? REQUEST_SPACING_MS);

  /** `reserve`: budget units this request must leave for others (see lib/daily-budget.ts). */
  async function send(url: string, key: string, reserve: number): Promise<unknown> {
    // Checked in the request's turn, so a 429 answered meanwhile stops the queue.
    const block = await activeBlock(now());
    if (block !== null) throw blockedError(block.until, block.code);
    if (!(await trySpendRequest(now(), reserve))) {
      throw budgetSpentError((await budgetStatus(now())).resetsAt);
    }

    let status: number;
    let headers: Headers;
    let text: string;
    try {
      const response = await fetch(url, {
        headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
        credentials: 'omit',
        signal: AbortSignal.timeout(timeoutMs),
      });
      ({ status, headers } = response);
      text = await response.text();
    } catch (error) {
      throw transportError(error, timeoutMs);
    }
    const body = parseJson(text);

    if (status === 429) {
      const details = readErrorBody(body);
      const hints = {
        retryAfter: headers.get('Retry-After'),
        rateLimitReset: headers.get('X-RateLimit-Reset'),
        resetsAt: details.resetsAt,
      };
      const retryAt = retryAtAfter429(hints, now(), await consecutiveRateLimits(), random);
      await recordRateLimited(retryAt, details.code ?? null);
      throw errorForResponse(status, details, key, retryAt);
    }
    if (status < 200 || status > 299) throw errorForResponse(status, readErrorBody(body), key);

    const remaining = headers.get('X-RateLimit-Remaining');
    const exhaustedUntil = retryAtWhenExhausted(remaining, headers.get('X-RateLimit-Reset'), now());
    await recordSuccess(exhaustedUntil, now());
    if (body === undefined) {
      throw new HadithError('bad-response', `The service answered HTTP ${status} without JSON.`, {
        status,
      });
    }
    return body;
  }

  async function getJson(base: 'api' | 'search', path: string, params: Record<string, string>) {
    const config = await readSettings();
    const url = buildUrl(base === 'api' ? config.apiBase : config.searchBase, path, params);
    // Random hadiths are fetched unasked, for the new tab; searches are the user's own.
    const reserve = base === 'api' ? refillReserve((await budgetStatus(now())).limit) : 0;
    return gate.run(url, () => send(url, config.key, reserve));
  }

  return {
    async randomHadith(language) {
      const body = await getJson('api', '/v1/hadiths/random', { language });
      return parseRandomHadith(body, language);
    },
    async searchPage({ query, language, page, limit }) {
      const body = await getJson('search', '/hadiths/search', {
        q: query,
        language,
        page: String(page),
        limit: String(Math.min(Math.max(1, limit), MAX_PAGE_SIZE)),
      });
      return parseSearchPage(body, language);
    },
  };
}
