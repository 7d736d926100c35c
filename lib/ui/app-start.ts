/**
 * Marked (a performance mark) when a painted page's app starts: what the tests
 * and benchmarks wait for before judging the page the app has taken over.
 */
export const APP_START_MARK = 'hadith-lookup:app-start';

/**
 * Runs `start` once the first frame is drawn. The second frame's callback runs
 * once the first is drawn: loading and running the app sooner competes for the
 * CPU with drawing the page.
 */
export function startAfterFirstPaint(start: () => void): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        performance.mark(APP_START_MARK);
        start();
      }),
    ),
  );
}
