import type { HadithError } from '../hadith-error';
import { DAILY_LIMIT_EXCEEDED } from './codes';
import type { ServiceConfig } from './config';
import { blockedError, errorForResponse, readErrorBody } from './errors';
import { retryAtAfter429, retryAtWhenExhausted } from './rate-limit-policy';
import {
  activeBlock,
  consecutiveRateLimits,
  recordRateLimited,
  recordSuccess,
} from './rate-limit-state';

/**
 * The 429 policy around one request, as the API client applies it: before
 * sending, whether a limit still holds; on a 429, how long to wait and what
 * to remember; on success, the quota the headers say is left. A key's daily
 * cap is its own: a tested key is neither held by the saved key's nor
 * recorded as the saved key's.
 */

/** Throws the error for a limit that still holds for `config`'s key. */
export async function throwIfBlocked(config: ServiceConfig, now: number): Promise<void> {
  const block = await activeBlock(now);
  if (block !== null && (config.saved || block.code !== DAILY_LIMIT_EXCEEDED)) {
    throw blockedError(block);
  }
}

/** Remembers a 429 answer (for the saved key) and answers the error to throw. */
export async function rateLimitedError(
  body: unknown,
  headers: Headers,
  config: ServiceConfig,
  now: number,
  random: () => number,
): Promise<HadithError> {
  const details = readErrorBody(body);
  const hints = {
    retryAfter: headers.get('Retry-After'),
    rateLimitReset: headers.get('X-RateLimit-Reset'),
    resetsAt: details.resetsAt,
  };
  const retryAt = retryAtAfter429(hints, now, await consecutiveRateLimits(), random);
  if (config.saved || details.code !== DAILY_LIMIT_EXCEEDED) {
    await recordRateLimited(retryAt, details.code ?? null, details.limit ?? null);
  }
  return errorForResponse(429, details, config.key, retryAt);
}

/** A success ends the backoff; a quota the headers say is spent holds until its reset. */
export async function recordAnswered(headers: Headers, now: number): Promise<void> {
  const remaining = headers.get('X-RateLimit-Remaining');
  await recordSuccess(retryAtWhenExhausted(remaining, headers.get('X-RateLimit-Reset'), now), now);
}
