import { showFit, type HadithFit } from './fit';

/**
 * The next new tab's fit, worked out before that tab opens.
 *
 * Fitting a hadith to the window (./fit.ts) lays the page out once to three
 * times before its first paint, about 20 to 35 ms on a two-core machine, and
 * in probes about a third of what a new tab's paint cost over a static
 * page's (README, Benchmarks). So once the
 * background has answered a tab with the plan the next tabs paint from
 * (./model.ts), the tab, when next idle, opens the new tab page in a hidden
 * frame of its own window's size (`?fit-ahead`). That frame paints the
 * hadith the next tab will show, as that tab will paint it, fits it once the
 * Arabic font has loaded, and keeps the fit here, in localStorage. The next
 * tab, if it shows that hadith in the same window, Arabic size and
 * languages, shows the fit without laying anything out, and its app checks
 * it after the first paint as it checks every fit (NewTab's `fitHadith`): a
 * fit that overflows there, or was made for another root font size, is done
 * again.
 *
 * A tab closed before it was idle, a window resized since, or a plan
 * changed by another tab leaves the next tab to fit as it always did, and
 * to work out the fit of the one after it in its own window.
 */

export const FIT_AHEAD_KEY = 'hadith-lookup.new-tab-fit-ahead';
/** The query that makes newtab.html a fitting frame rather than a new tab. */
const FIT_FRAME_QUERY = '?fit-ahead';
/** Marked (a performance mark) in the tab when the next tab's fit is kept: the benchmark waits for it. */
export const FITTED_AHEAD_MARK = 'hadith-lookup:fitted-ahead';

interface FitAhead extends HadithFit {
  /** The hadith text's element id the fit is for (`hadith-<id>-text`). */
  text: string;
  /** The window's size it was made for, in CSS pixels (innerWidth and innerHeight). */
  width: number;
  height: number;
  /** What else it was made for (see conditionsNow). */
  conditions: string;
  /** What `data-hadith-fitted` said in the frame, for the app's check. */
  fitted: string;
}

/**
 * What a fit depends on besides the hadith and the window's size: the Arabic
 * size option, the page's language and the translation's.
 */
function conditionsNow(translationLanguage: string): string {
  const root = document.documentElement;
  const arabicSize = root.dataset.arabicSize ?? 'normal';
  return `${arabicSize} ${root.lang} ${translationLanguage}`;
}

/**
 * Whether the window is `width` × `height` CSS pixels, asked of a media
 * query: reading `innerWidth` in the paint script laid the page out, half
 * built, before its first frame (a trace showed 5 to 13 ms of style and 2.5
 * to 3.7 ms of layout there). A pixel either way is the same window: at some
 * zooms the viewport is a fraction of a pixel that `innerWidth` rounds.
 */
function windowIs(width: number, height: number): boolean {
  return matchMedia(
    `(min-width:${width - 1}px) and (max-width:${width + 1}px) and (min-height:${height - 1}px) and (max-height:${height + 1}px)`,
  ).matches;
}

function recall(): FitAhead | null {
  try {
    const kept = JSON.parse(localStorage.getItem(FIT_AHEAD_KEY) ?? 'null') as FitAhead | null;
    // Only a fit as this module writes it is shown: anything else is as good as none.
    const valid =
      typeof kept?.fitted === 'string' &&
      (kept.layout === 'stack' || kept.layout === 'columns') &&
      typeof kept.fit === 'number' &&
      kept.fit >= 0 &&
      kept.fit <= 1 &&
      typeof kept.whole === 'boolean' &&
      kept.width > 0 &&
      kept.height > 0;
    return valid ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Shows the fit kept for the hadith text `textId`, translated into
 * `translationLanguage`, if one was kept for it here and now; answers
 * whether it did. For the paint script, before the first frame.
 */
export function showKeptFit(textId: string, translationLanguage: string): boolean {
  const kept = recall();
  if (
    kept?.text !== textId ||
    kept.conditions !== conditionsNow(translationLanguage) ||
    !windowIs(kept.width, kept.height)
  ) {
    return false;
  }
  showFit(kept, kept.fitted);
  return true;
}

/** True in the hidden frame a tab opens to fit the next tab's hadith. */
export function isFitFrame(): boolean {
  return frameElement !== null && location.search === FIT_FRAME_QUERY;
}

/**
 * In the fitting frame, once the next tab's hadith is painted into it (its
 * text's element id and translation's language; null when there was none to
 * paint): fits it when the Arabic font has loaded, keeps the fit, marks the
 * tab, and takes the frame down. `fit` is ./fit.ts's fitHadith.
 */
export async function keepFitOfFrame(
  painted: { textId: string; translationLanguage: string } | null,
  fit: () => HadithFit | null,
): Promise<void> {
  try {
    if (painted === null) return;
    // Laying the page out starts the fonts its text uses loading; the fit is for the page as shown.
    void document.documentElement.offsetHeight;
    await document.fonts.ready;
    const fitted = fit();
    const marked = document.documentElement.dataset.hadithFitted;
    if (fitted === null || marked === undefined) return;
    const kept: FitAhead = {
      ...fitted,
      text: painted.textId,
      width: innerWidth,
      height: innerHeight,
      conditions: conditionsNow(painted.translationLanguage),
      fitted: marked,
    };
    localStorage.setItem(FIT_AHEAD_KEY, JSON.stringify(kept));
    parent.performance.mark(FITTED_AHEAD_MARK);
  } catch {
    // Nothing kept: the next tab fits as it always did.
  } finally {
    frameElement?.remove();
  }
}

/**
 * Opens the fitting frame, of the window's size and out of sight, when this
 * tab is next idle. Answers the function that stops it: it does not open, or
 * if open, is taken down.
 */
export function fitNextTabWhenIdle(): () => void {
  const frame = document.createElement('iframe');
  const idle = requestIdleCallback(() => {
    frame.src = location.pathname + FIT_FRAME_QUERY;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = `position:fixed;top:0;left:0;width:${innerWidth}px;height:${innerHeight}px;border:0;visibility:hidden;pointer-events:none`;
    document.body.append(frame);
  });
  return () => {
    cancelIdleCallback(idle);
    frame.remove();
  };
}
