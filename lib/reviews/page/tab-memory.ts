import { PAGE_MEMORY, readMemory, writeMemory, type MemoryEntry } from '../../page-memory';
import type { ReviewTally } from '../tab-choice';

/**
 * What new tabs remember of their reviews, in localStorage beside the stored
 * plan, read before the first paint: the day's tally, and the cards answered
 * lately (a plan stored before an answer still lists the card as due).
 */

export const TALLY_KEY = PAGE_MEMORY.reviewTally.key;
export const ANSWERED_KEY = PAGE_MEMORY.reviewsAnswered.key;
/** Answers remembered: more than a day's reviews. */
const ANSWERED_MEMORY = 50;

/** Damaged or absent: as if nothing were remembered, which costs at most one review shown again. */
const read = (entry: MemoryEntry): unknown => readMemory(entry, (kept) => kept);

export function readTally(today: string): ReviewTally {
  const stored = read(PAGE_MEMORY.reviewTally) as Partial<ReviewTally> | null;
  const lastWasReview = stored?.lastWasReview === true;
  const shown = stored?.day === today && Number.isInteger(stored.shown) ? stored.shown! : 0;
  return { day: today, shown, lastWasReview };
}

export function writeTally(tally: ReviewTally): void {
  // Storage full or blocked: the next tab decides from what it reads.
  writeMemory(PAGE_MEMORY.reviewTally, tally);
}

/** When each card was last answered here, by hadith id. */
export function readAnswered(): Map<number, number> {
  const stored = read(PAGE_MEMORY.reviewsAnswered);
  if (!Array.isArray(stored)) return new Map();
  return new Map(
    stored.filter(
      (pair): pair is [number, number] =>
        Array.isArray(pair) && Number.isInteger(pair[0]) && Number.isFinite(pair[1]),
    ),
  );
}

export function rememberAnswer(id: number, at: number): void {
  const kept = [...readAnswered()].filter(([known]) => known !== id);
  writeMemory(PAGE_MEMORY.reviewsAnswered, [[id, at], ...kept].slice(0, ANSWERED_MEMORY));
}
