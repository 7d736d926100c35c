import type { PreparedHadith } from '../../hadith/prepared-hadith';
import { HISTORY_LIMIT } from '../../storage/history';

/**
 * The hadiths a new tab showed before, newest first, for Previous and
 * Another: read from the background the first time Previous is pressed.
 * `trail[0]` is the one drawn last, `trail[back]` the one on screen; Another
 * walks forward through it before it draws a new one.
 */
export function createTrail(recent: () => Promise<PreparedHadith[]>) {
  let trail: PreparedHadith[] | null = null;
  let back = 0;
  return {
    /** A newly drawn hadith is the newest of the trail, once Previous has read it. */
    drawn(entry: PreparedHadith): void {
      if (trail === null || entry.hadith.id === trail[0]?.hadith.id) return;
      trail = [entry, ...trail].slice(0, HISTORY_LIMIT);
      back = 0;
    },
    /** The hadith before `onScreen`, or undefined when none was shown before it. */
    async earlier(onScreen: PreparedHadith): Promise<PreparedHadith | undefined> {
      if (trail === null) {
        const read = await recent();
        // The one on screen may not have reached the background yet.
        trail = read[0]?.hadith.id === onScreen.hadith.id ? read : [onScreen, ...read];
        back = 0;
      }
      const found = trail[back + 1];
      if (found !== undefined) back += 1;
      return found;
    },
    /** The hadith after the one on screen, when Previous went back; else null. */
    later(): PreparedHadith | null {
      if (trail === null || back === 0) return null;
      back -= 1;
      return trail[back]!;
    },
    /** The hadith on screen changed in place (its star). */
    replace(entry: PreparedHadith): void {
      if (trail?.[back]?.hadith.id === entry.hadith.id) trail[back] = entry;
    },
  };
}
