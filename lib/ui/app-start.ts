/**
 * Marked (a performance mark) when a painted page's app starts: what the tests
 * and benchmarks wait for before judging the page the app has taken over.
 */
export const APP_START_MARK = 'hadith-lookup:app-start';

/** How long past its second frame a painted page waits for its paint to be reported. */
const PAINT_REPORT_WAIT_MS = 300;

/**
 * Runs `start` once the page's first frame is on screen. Starting the app
 * earlier competes for the CPU with drawing that frame: started two frames
 * in, as it was, the app's loading held back the popup's painted results by
 * about 5 % of its opening time on a two-core machine (scripts/bench). The
 * browser reports a first contentful paint once its frame is presented, so a
 * page the paint script drew (`painted`) starts then. A page it left empty
 * waits for nothing of its own and starts two frames in, as does a painted
 * one whose paint is not reported (a browser without paint timing) after
 * PAINT_REPORT_WAIT_MS more.
 */
export function startAfterFirstPaint(start: () => void, painted: boolean): void {
  let started = false;
  let observer: PerformanceObserver | null = null;
  const begin = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    performance.mark(APP_START_MARK);
    start();
  };
  if (painted && PerformanceObserver.supportedEntryTypes.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) begin();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() =>
    requestAnimationFrame(() => setTimeout(begin, observer === null ? 0 : PAINT_REPORT_WAIT_MS)),
  );
}
