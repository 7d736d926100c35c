/**
 * Calendar days in the user's time zone, for the hadith of the day and the
 * daily request budget. No imports: the new tab's first paint uses it.
 */

/** `YYYY-MM-DD` of the local day containing `epochMs`. */
export function localDay(epochMs: number): string {
  const date = new Date(epochMs);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Epoch ms of the next local midnight after `epochMs`. */
export function nextLocalMidnight(epochMs: number): number {
  const date = new Date(epochMs);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}
