import type { PreparedHadith } from '../hadith/prepared-hadith';
import type { Rotation } from '../storage/settings';
import type { ReviewsPlan } from '../reviews/card';

/** What the background tells the new tab, and what the new tab keeps to paint the next one. */

/** Everything the next new tab needs, without asking anything. */
export interface NewTabPlan {
  rotation: Rotation;
  language: string;
  /** The next hadiths to show, in order. */
  upcoming: PreparedHadith[];
  /** The hadith of the day for `today` (as the page asked), once one is picked. */
  daily: { day: string; entry: PreparedHadith } | null;
  /**
   * Who picks a new day's hadith: `service` (its /v1/hadiths/daily, asked by the
   * background when the day's first tab opens), else the day's first tab, from
   * `upcoming`. Absent in plans stored before it existed: the tab.
   */
  dailySource?: 'service' | 'tab';
  /** False once the service is known to have no books: "Read in its book" is not offered. Absent: offered. */
  readerOffered?: boolean;
  /** The learnt favourites due soonest, for a tab to review (lib/reviews/). Absent: none learnt. */
  reviews?: ReviewsPlan;
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
