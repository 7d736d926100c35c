import { budgetStatus, refillReserve } from '../../service/daily-budget';
import type { ServiceNotice } from '../../hadith/prepared-hadith';
import { refillFailure } from './pool-refill';
import { activeBlock } from '../../service/rate-limit-state';
import { apiKey, cleanApiKey } from '../../storage/settings';

/**
 * Why the pool cannot be refilled now, in the order a person would want to
 * hear it: no key, a rate limit, the day's budget, then what the last
 * refill ran into (offline, a refused key…). Null when nothing is wrong.
 */
export async function currentNotice(now: number): Promise<ServiceNotice | null> {
  if (cleanApiKey(await apiKey.getValue()) === '') return { kind: 'no-key', until: null };
  const block = await activeBlock(now);
  if (block !== null) return { kind: 'rate-limited', until: block.until, code: block.code };
  const budget = await budgetStatus(now);
  if (budget.remaining <= refillReserve(budget.limit)) {
    return { kind: 'budget-spent', until: budget.resetsAt };
  }
  const failure = await refillFailure.getValue();
  if (failure === null) return null;
  const until = failure.retryAt !== undefined && failure.retryAt > now ? failure.retryAt : null;
  return { kind: failure.kind, until, code: failure.code ?? null };
}
