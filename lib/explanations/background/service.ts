import { HadithError } from '../../hadith-error';
import type { Explanation } from '../../hadith/explanation';
import type { ApiClient } from '../../service/api-client';
import type { CollectionsKeeper } from '../../service/collections';
import type { HadithDatabase } from '../../storage/db';
import { evictionCount } from '../../storage/cache-eviction';
import type { ExplainAnswer, ExplainRequest } from '../messages';

/**
 * Explanations in the background: each asked of the service once per hadith
 * and language, then kept, so a second look costs nothing. The service may
 * write one while the request waits and cut it at 30 s (a 408); it goes on
 * writing and stores it, so one quiet retry a few seconds later usually finds it.
 */
export interface ExplanationService {
  explain(request: ExplainRequest): Promise<ExplainAnswer>;
  stored(request: ExplainRequest): Promise<Explanation | null>;
  report(hadithId: number, message: string): Promise<void>;
}

/** Explanations kept at the most; the oldest go first. About 4 KB each. */
export const MAX_STORED_EXPLANATIONS = 500;
/** The pause before asking again after a 408. */
export const RETRY_AFTER_TIMEOUT_MS = 4_000;

/**
 * Production answers 404 both for a route it lacks ("Cannot GET …", the
 * framework's) and for a hadith it lacks ("Hadith with ID 7 not found").
 */
function hadithUnknown(error: HadithError): boolean {
  return /hadith with id/i.test(error.serverMessage ?? '');
}

export function createExplanationService(deps: {
  api: ApiClient;
  db: HadithDatabase;
  collections: CollectionsKeeper;
  now: () => number;
  pause?: (ms: number) => Promise<void>;
}): ExplanationService {
  const { api, db, collections, now } = deps;
  const pause = deps.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const asking = new Map<string, Promise<ExplainAnswer>>();

  async function keep(request: ExplainRequest, explanation: Explanation): Promise<void> {
    await db.transaction('rw', db.explanations, async () => {
      await db.explanations.put({ ...request, explanation, fetchedAt: now() });
      const surplus = evictionCount(await db.explanations.count(), MAX_STORED_EXPLANATIONS);
      if (surplus > 0) {
        const keys = await db.explanations.orderBy('fetchedAt').limit(surplus).primaryKeys();
        await db.explanations.bulkDelete(keys);
      }
    });
  }

  async function fetched(request: ExplainRequest): Promise<Explanation> {
    const { hadithId, language } = request;
    try {
      return await api.explanation(hadithId, language);
    } catch (error) {
      if (!(error instanceof HadithError) || error.status !== 408) throw error;
      await pause(RETRY_AFTER_TIMEOUT_MS);
      return api.explanation(hadithId, language);
    }
  }

  async function ask(request: ExplainRequest): Promise<ExplainAnswer> {
    const held = await db.explanations.get([request.hadithId, request.language]);
    if (held !== undefined)
      return { kind: 'explanation', explanation: held.explanation, fromStore: true };
    if (!(await collections.hasRoute('explain'))) return { kind: 'unsupported' };
    try {
      const explanation = await fetched(request);
      await keep(request, explanation);
      return { kind: 'explanation', explanation, fromStore: false };
    } catch (error) {
      if (!(error instanceof HadithError)) throw error;
      if (error.status === 503)
        return { kind: 'unavailable', message: error.serverMessage ?? null };
      if (error.status === 404 && hadithUnknown(error)) return { kind: 'none' };
      if (error.status === 404) {
        await collections.noteFailure(error, 'explain');
        return { kind: 'unsupported' };
      }
      throw error;
    }
  }

  return {
    explain(request) {
      // Two cards of one hadith asking at once share one request.
      const key = `${request.hadithId}|${request.language}`;
      let answer = asking.get(key);
      if (answer === undefined) {
        answer = ask(request).finally(() => asking.delete(key));
        asking.set(key, answer);
      }
      return answer;
    },
    async stored({ hadithId, language }) {
      return (await db.explanations.get([hadithId, language]))?.explanation ?? null;
    },
    report: (hadithId, message) => api.reportExplanation(hadithId, message),
  };
}
