/**
 * Chromium lays out a long run of Arabic letters with nowhere to break a line
 * in time that grows with the square of its length: 20,000 letters without a
 * space hold a page for 16 s, 100,000 for minutes. A space after every 100
 * characters of such a run lets the line breaker stop there (a zero-width
 * space does not, with the Amiri font). No word of a real text comes near
 * that length, so real texts are shown untouched; the data is never changed.
 */

const RUN_LENGTH = 100;
const LONG_RUN = new RegExp(`\\S{${RUN_LENGTH}}(?=\\S)`, 'gu');

/** `text` as shown: a space after every 100 characters of a run without one. */
export function breakLongRuns(text: string): string {
  if (text.length <= RUN_LENGTH) return text;
  return text.replace(LONG_RUN, (run) => `${run} `);
}
