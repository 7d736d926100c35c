import type { HadithError } from '../../hadith-error';

/** Past the end of a limit, so the background's own clock agrees it is over. */
const MARGIN_MS = 250;
/** Never retry faster than this, even if the end of the limit has already passed. */
const MIN_DELAY_MS = 1000;

/**
 * How long a page should wait before repeating a request that was
 * rate-limited, or null when the error does not say when the limit ends.
 */
export function retryDelayMs(error: HadithError, now: number): number | null {
  if (error.kind !== 'rate-limited' || error.retryAt === undefined) return null;
  return Math.max(error.retryAt - now + MARGIN_MS, MIN_DELAY_MS);
}

/**
 * A page's one pending repeat of a search the service held back: it runs once
 * the limit has passed, so a rate-limited or offline answer gives way to the
 * service's own. Anything newer the page does cancels it.
 */
export function createRetry() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    /** Runs `repeat` when `reason`'s limit ends; nothing when it does not say when. */
    after(reason: HadithError, repeat: () => void): void {
      const delay = retryDelayMs(reason, Date.now());
      if (delay !== null) timer = setTimeout(repeat, delay);
    },
    cancel(): void {
      clearTimeout(timer);
    },
  };
}
