import type { PreparedHadith } from '../hadith/prepared-hadith';
import type { NewTabPlan, NewTabReport } from './plan';

/**
 * What a new tab shows from a plan, decided synchronously so the first paint
 * never waits: the hadith of the day when there is one for today, else the
 * next prepared hadith. Pure: the page stores `rest` and sends `report`.
 */

export interface Choice {
  entry: PreparedHadith;
  report: NewTabReport;
  /** The plan without what was just taken, for the next tab. */
  rest: NewTabPlan;
}

/** The next prepared hadith, as "Another hadith" or a new tab in every-tab mode shows it. */
export function takeNext(plan: NewTabPlan, today: string): Choice | null {
  const [entry, ...upcoming] = plan.upcoming;
  if (entry === undefined) return null;
  return { entry, report: { shown: entry, dailyFor: null, today }, rest: { ...plan, upcoming } };
}

/** What a newly opened tab shows on `today` (the local day, `YYYY-MM-DD`). */
export function chooseForNewTab(plan: NewTabPlan, today: string): Choice | null {
  if (plan.rotation !== 'daily') return takeNext(plan, today);
  if (plan.daily?.day === today) {
    return { entry: plan.daily.entry, report: { shown: null, dailyFor: null, today }, rest: plan };
  }
  // The service picks the day's hadith: the background asks for it, and the tab waits.
  if (plan.dailySource === 'service') return null;
  const next = takeNext(plan, today);
  if (next === null) return null;
  return {
    entry: next.entry,
    report: { ...next.report, dailyFor: today },
    rest: { ...next.rest, daily: { day: today, entry: next.entry } },
  };
}

/**
 * The plan to keep from the background's `answer`, given the one this page
 * holds: the answer, except that a hadith of the day picked here for `today`
 * stays when the answer names none. Such an answer was made before the
 * background heard of the pick (another of the page's reports, sent earlier,
 * answered later), and the next tab would otherwise pick another.
 */
export function keepDailyPick(
  answer: NewTabPlan,
  held: NewTabPlan | null,
  today: string,
): NewTabPlan {
  const picked = held?.daily;
  const kept =
    answer.daily === null &&
    answer.rotation === 'daily' &&
    picked?.day === today &&
    picked.entry.language === answer.language;
  return kept ? { ...answer, daily: picked } : answer;
}
