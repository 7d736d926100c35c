import { formatNumber } from '../../locale/locale';

/**
 * The options and welcome pages' network actions (Test, Save, the browser's
 * permission prompt) each end within this long, with a sentence, or sooner
 * when the user cancels. A headless browser never answers a permission prompt,
 * and an address that swallows packets answers nothing.
 */
export const NETWORK_ACTION_MS = 10_000;

/** NETWORK_ACTION_MS in seconds, as the sentences that say it write it ("10"). */
export function networkActionSeconds(): string {
  return formatNumber(NETWORK_ACTION_MS / 1000);
}

/** How a bounded wait ended: with the work's value, or without it. */
export type Bounded<T> =
  { ended: 'settled'; value: T } | { ended: 'timed-out' } | { ended: 'cancelled' };

/**
 * Waits for `work` until the time `deadline` (epoch ms) or until `signal`
 * aborts, whichever comes first. The work itself goes on; its late value is
 * dropped. A rejection of `work` before then rejects.
 */
export function within<T>(
  work: Promise<T>,
  deadline: number,
  signal: AbortSignal,
): Promise<Bounded<T>> {
  if (signal.aborted) return Promise.resolve({ ended: 'cancelled' });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => end({ ended: 'timed-out' }), Math.max(0, deadline - Date.now()));
    const onAbort = () => end({ ended: 'cancelled' });
    signal.addEventListener('abort', onAbort, { once: true });
    const stop = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    };
    function end(outcome: Bounded<T>) {
      stop();
      resolve(outcome);
    }
    work.then(
      (value) => end({ ended: 'settled', value }),
      (error: unknown) => {
        stop();
        reject(error);
      },
    );
  });
}
