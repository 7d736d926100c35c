import type { PreparedHadith } from '../hadith/prepared-hadith';
import type { NewTabPlan, NewTabReport } from './plan';

/** What the new tab asks the background (its star asks the favourites' messages). */
export interface NewTabMessages {
  /** Records what a new tab showed; answers what the next tabs show. */
  newTabShown(report: NewTabReport): NewTabPlan;
  /** The hadiths new tabs showed, newest first (at most HISTORY_LIMIT). */
  recentHadiths(request: { limit: number }): PreparedHadith[];
  /** Empties the hadith caches (never the favourites); the options' data section asks it. */
  clearCache(): void;
}
