import { options, render, type ComponentChild } from 'preact';
import { rememberDigits } from '../locale/digits';

/**
 * Marked (a performance mark) when a page drawn by its first script starts
 * its model: what the tests and benchmarks wait for before judging the page.
 */
export const APP_START_MARK = 'hadith-lookup:app-start';

/**
 * How long past its second frame a page waits for its first paint to be reported: a
 * loaded machine reports it late (a test run on two busy cores saw it 410 ms past).
 */
const PAINT_REPORT_WAIT_MS = 1_000;

/**
 * Runs `begin` once the page's first frame is on screen: the browser reports
 * a first contentful paint once its frame is presented. In a browser without
 * paint timing, two frames in; without the report, PAINT_REPORT_WAIT_MS past those.
 */
function afterFirstPaint(begin: () => void): void {
  let observer: PerformanceObserver | null = null;
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    begin();
  };
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() =>
    requestAnimationFrame(() => setTimeout(once, observer === null ? 0 : PAINT_REPORT_WAIT_MS)),
  );
}

/**
 * Renders `app` into `root` at once, as the page's first paint (the new tab,
 * the popup and the results page, from their first script), and runs `start`
 * once that paint is on screen. The components' effects wait for it too.
 * Anything that runs as the first frame is being drawn competes with it for
 * the CPU: Preact runs effects just after a frame is committed, and the
 * popup's twenty results' effects held its painted results back by about 5 %
 * of its opening time on a two-core machine (scripts/bench), as starting the
 * app two frames in once did.
 */
export function renderFirstPaint(app: ComponentChild, root: HTMLElement, start: () => void): void {
  const held: (() => void)[] = [];
  // Preact schedules its effects through this when set (preact/hooks).
  options.requestAnimationFrame = (flush) => void held.push(flush);
  render(app, root);
  afterFirstPaint(() => {
    delete options.requestAnimationFrame;
    held.forEach((flush) => flush());
    performance.mark(APP_START_MARK);
    start();
    rememberDigits();
  });
}
