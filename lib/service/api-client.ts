import { HadithError } from '../hadith-error';
import { budgetSpentError, errorForResponse, readErrorBody, transportError } from './errors';
import { parseRandomHadith, parseSearchPage, unwrap } from './schema';
import { parseCollections } from './collections-schema';
import { parseExplanation } from './explanation-schema';
import { parseMeaningPage } from './meaning-schema';
import {
  headerNumber,
  MAX_RESPONSE_BYTES,
  parseJson,
  pause,
  readCappedText,
} from './response-body';
import { type FailedAttempt, RETRY_DELAY_MS, shouldRetry } from './retry-policy';
import { rateLimitedError, recordAnswered, throwIfBlocked } from './rate-limit-response';
import { budgetStatus, refillReserve, trySpendRequest } from './daily-budget';
import { createRequestGate, REQUEST_SPACING_MS } from './request-gate';
import { buildUrl, savedConfig, type ServiceConfig, withAddressHint } from './config';
import { MAX_PAGE_SIZE } from './codes';
import * as routes from './routes';
import * as settings from '../storage/settings';
import type { ApiClient, ApiClientOptions } from './api-types';

export type {
  ApiClient,
  ApiClientOptions,
  HadithsQuery,
  KeyUnderTest,
  RateLimitLeft,
  RequestOptions,
} from './api-types';

/** The service client. Settings are read per request, so saved options apply at once. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const timeoutMs = options.timeoutMs ?? routes.REQUEST_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const gate = createRequestGate(options.spacingMs ?? REQUEST_SPACING_MS);

  const maxBytes = options.maxResponseBytes ?? MAX_RESPONSE_BYTES;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  // What each failure was, for the retry policy (lib/service/retry-policy.ts).
  const attempts = new WeakMap<object, FailedAttempt>();

  /** The error for a transfer that did not complete: cancelled, too slow, or cut. */
  function failedTransfer(
    timeout: AbortSignal,
    caller: AbortSignal | undefined,
    started: boolean,
    waitedMs: number,
  ) {
    if (caller?.aborted) return caller.reason as Error;
    const error = transportError(timeout.aborted, waitedMs);
    attempts.set(error, { kind: error.kind, answerStarted: started });
    return error;
  }

  /**
   * `reserve`: budget units this request must leave for others (see lib/service/daily-budget.ts).
   * The 429 policy around it is lib/service/rate-limit-response.ts.
   */
  async function send(
    url: string,
    config: ServiceConfig,
    reserve: number,
    caller: AbortSignal | undefined,
    waitMs: number,
  ): Promise<{ body: unknown; headers: Headers }> {
    caller?.throwIfAborted();
    const { key } = config;
    // Checked in the request's turn, so a 429 answered meanwhile stops the queue.
    await throwIfBlocked(config, now());
    if (!(await trySpendRequest(now(), reserve))) {
      throw budgetSpentError((await budgetStatus(now())).resetsAt);
    }

    const timeout = AbortSignal.timeout(waitMs);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
        credentials: 'omit',
        signal: caller === undefined ? timeout : AbortSignal.any([timeout, caller]),
      });
    } catch {
      throw failedTransfer(timeout, caller, false, waitMs);
    }
    const { status, headers } = response;
    let text: string;
    try {
      text = await readCappedText(response, maxBytes);
    } catch (error) {
      if (error instanceof HadithError) throw error;
      throw failedTransfer(timeout, caller, true, waitMs);
    }
    const body = parseJson(text);

    if (status === 429) throw await rateLimitedError(body, headers, config, now(), random);
    if (status < 200 || status > 299) {
      const error = errorForResponse(status, readErrorBody(body), key);
      attempts.set(error, { kind: error.kind, status, retryAfter: headers.get('Retry-After') });
      throw error;
    }

    await recordAnswered(headers, now());
    if (body === undefined) {
      throw new HadithError('bad-response', `The service answered HTTP ${status} without JSON.`, {
        status,
      });
    }
    return { body, headers };
  }

  /**
   * `asked`: the user asked for it (a search, a key test); the new tab's hadiths are
   * fetched unasked, and leave the budget's reserve to what is asked. `retried`: false
   * for a route whose 503 means a feature switched off, which a retry only pays for again.
   */
  async function getJson(
    config: ServiceConfig,
    base: 'api' | 'search',
    path: string,
    params: Record<string, string>,
    {
      asked,
      caller,
      waitMs = timeoutMs,
      retried = true,
    }: { asked: boolean; caller: AbortSignal | undefined; waitMs?: number; retried?: boolean },
  ) {
    const url = buildUrl(base === 'api' ? config.apiBase : config.searchBase, path, params);
    const budget = await budgetStatus(now());
    const reserve = asked ? 0 : refillReserve(budget.limit);
    // Checked before joining an identical request in flight too: one sent before the
    // budget was lowered must not answer for a request made after it.
    if (budget.remaining <= reserve) throw budgetSpentError(budget.resetsAt);
    // Identical requests share one answer, but never across keys.
    const shared = config.saved ? url : `${url}#key-test`;
    for (let retries = 0; ; retries++) {
      try {
        return await gate.run(shared, () => send(url, config, reserve, caller, waitMs));
      } catch (error) {
        const attempt =
          typeof error === 'object' && error !== null ? attempts.get(error) : undefined;
        if (attempt === undefined || !retried || !shouldRetry(attempt, retries, now())) throw error;
        await pause(retryDelayMs, caller);
      }
    }
  }

  /** The AI features' routes: asked by the user, never sent again by themselves (their 503 is a switch). */
  async function askAi(
    path: string,
    params: Record<string, string>,
    caller?: AbortSignal,
    waitMs?: number,
  ) {
    const request = { asked: true, caller, retried: false, waitMs };
    return (await getJson(await savedConfig(), 'api', path, params, request)).body;
  }

  const pageSize = (limit: number) => String(Math.min(Math.max(1, limit), MAX_PAGE_SIZE));

  return {
    async randomHadith(language, { signal, collection } = {}) {
      const config = await savedConfig();
      const request = { asked: false, caller: signal };
      const params: Record<string, string> = { language };
      if (collection !== undefined) params.collection = collection;
      const { body } = await getJson(config, 'api', routes.RANDOM_PATH, params, request);
      return parseRandomHadith(body, language);
    },
    async dailyHadith(language, { signal } = {}) {
      const config = await savedConfig();
      const request = { asked: false, caller: signal };
      const { body } = await getJson(config, 'api', routes.DAILY_PATH, { language }, request);
      return parseRandomHadith(body, language);
    },
    async hadithsPage(query, { signal } = {}) {
      const { collection, hadithNumber, bookNumber, language, page, limit } = query;
      const params: Record<string, string> = { collection, language };
      if (hadithNumber !== undefined) params.hadithNumber = String(hadithNumber);
      if (bookNumber !== undefined) params.bookNumber = String(bookNumber);
      params.page = String(page);
      params.limit = pageSize(limit);
      const config = await savedConfig();
      const request = { asked: true, caller: signal };
      const { body } = await getJson(config, 'api', routes.HADITHS_PATH, params, request);
      return parseSearchPage(body, language);
    },
    async collections({ signal } = {}) {
      const config = await savedConfig();
      const request = { asked: false, caller: signal };
      const { body } = await getJson(config, 'api', routes.COLLECTIONS_PATH, {}, request);
      return parseCollections(unwrap(body));
    },
    async searchPage({ query, language, page, limit, collection }, { signal } = {}) {
      // Only the parameters the search route knows: any other is a 400, charged a credit.
      const params: Record<string, string> = {
        q: query,
        language,
        page: String(page),
        limit: pageSize(limit),
      };
      // Production's search takes a collection; the literal contract's does not (lib/search/background/service.ts).
      if (collection !== undefined) params.collection = collection;
      const config = await savedConfig();
      try {
        const request = { asked: true, caller: signal };
        const { body } = await getJson(config, 'search', '/hadiths/search', params, request);
        return parseSearchPage(body, language);
      } catch (error) {
        throw withAddressHint(error, config.searchBase);
      }
    },
    async semanticSearch({ query, language, limit }, { signal } = {}) {
      const params = { q: query, language, limit: pageSize(limit) };
      return parseMeaningPage(await askAi(routes.MEANING_PATH, params, signal), language);
    },
    async explanation(id, language, { signal } = {}) {
      const body = await askAi(
        routes.explainPath(id),
        { language },
        signal,
        routes.EXPLANATION_TIMEOUT_MS,
      );
      return parseExplanation(body, id, language);
    },
    async reportExplanation(id, message, { signal } = {}) {
      await askAi(`${routes.explainPath(id)}/report`, { message }, signal);
    },
    async testKey({ key, apiBase, language }, { signal } = {}) {
      const savedKey = settings.cleanApiKey(await settings.apiKey.getValue());
      const config = { key, apiBase, searchBase: '', saved: key === savedKey };
      const request = { asked: true, caller: signal };
      const { body, headers } = await getJson(
        config,
        'api',
        routes.RANDOM_PATH,
        { language },
        request,
      );
      parseRandomHadith(body, language);
      const remaining = headerNumber(headers, 'X-RateLimit-Remaining');
      const windowLimit = headerNumber(headers, 'X-RateLimit-Limit');
      return { rateLimit: remaining === null ? null : { remaining, limit: windowLimit } };
    },
  };
}
