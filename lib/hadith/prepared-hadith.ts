import type { HadithErrorKind } from '../hadith-error';
import type { Hadith } from './hadith';

/**
 * A hadith ready to show, with where it came from and why: what the new tab
 * paints, and what storage keeps as the hadith of the day.
 */

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

/** A built-in hadith standing in, in English, for a language the bundled set lacks. */
export function isStandIn(entry: PreparedHadith): boolean {
  return entry.hadith.language !== entry.language;
}
