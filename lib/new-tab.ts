import type { Hadith } from './hadith';
import type { HadithErrorKind } from './hadith-error';
import type { Rotation } from './settings';

/** What the background tells the new tab, and what the new tab keeps to paint the next one. */

/** Why saved hadiths are shown instead of fresh ones from the service. */
export interface ServiceNotice {
  kind: HadithErrorKind;
  /** When it should end (a rate limit, the budget's next day), when known. */
  until: number | null;
  /** The service's code, to name its refusal (`KEY_REVOKED`, `DAILY_LIMIT_EXCEEDED`…). */
  code?: string | null;
}

/** One hadith ready to paint. */
export interface PreparedHadith {
  hadith: Hadith;
  /** `pool`: fresh and unseen from the service; else a saved one shown again. */
  source: 'pool' | 'cache' | 'bundled';
  /** The language the user asked for: `hadith.language` differs when the bundled set lacks it. */
  language: string;
  favourite: boolean;
  /** Set on saved hadiths shown because the service could not give fresh ones. */
  notice: ServiceNotice | null;
}

/** Everything the next new tab needs, without asking anything. */
export interface NewTabPlan {
  rotation: Rotation;
  language: string;
  /** The next hadiths to show, in order. */
  upcoming: PreparedHadith[];
  /** The hadith of the day for `today` (as the page asked), once one is picked. */
  daily: { day: string; entry: PreparedHadith } | null;
}

/** What a new tab showed, so the background can move on. */
export interface NewTabReport {
  /** A hadith shown for the first time (it leaves the pool), or null. */
  shown: PreparedHadith | null;
  /** Set when `shown` became the hadith of that local day. */
  dailyFor: string | null;
  /** The page's local day, `YYYY-MM-DD`: its clock decides the hadith of the day. */
  today: string;
}
