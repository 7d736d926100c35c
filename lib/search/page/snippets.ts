import type { Hadith } from '../../hadith/hadith';
import { snippet, snippetCuts, type Segment } from '../../hadith/highlight';
import { shownTranslation } from '../../hadith/shown-translation';

/**
 * A result's texts as it shows them folded: the Arabic and the translation,
 * each cut around its first matched word (components/SearchResult.tsx). The
 * cutting is half of a first paint's render (about 5 ms for twenty results),
 * so a page kept for the next opening keeps its cuts too (./snapshot.ts), and
 * the results it paints use them rather than cutting again.
 */

/** The Arabic and the translation a result shows, in that order ('' where it shows none). */
function shownTexts(hadith: Hadith): [arabic: string, translation: string] {
  const translation = shownTranslation(hadith);
  return [hadith.arabicText, translation.kind === 'text' ? translation.text : ''];
}

/**
 * Whether a folded result leaves anything out, and so offers "Show full
 * hadith": a text its snippet cuts short, or its grade (`grades`, as
 * formatted; shown only unfolded).
 */
export function foldHidesSomething(hadith: Hadith, grades: string): boolean {
  return grades !== '' || shownTexts(hadith).some((text) => snippetCuts(text));
}

/** A result's texts, folded, as SearchResult cuts them for `terms`. */
export function resultSnippets(hadith: Hadith, terms: readonly string[]): Segment[][] {
  return shownTexts(hadith).map((text) => snippet(text, terms));
}

function isSegments(value: unknown): value is Segment[] {
  return (
    Array.isArray(value) &&
    value.every((segment: Partial<Segment> | null) => typeof segment?.text === 'string')
  );
}

/**
 * Cuts `text` as SearchResult does, from `kept` (what resultSnippets gave for
 * this hadith) when it holds that text's cut; else cuts it now.
 */
export function keptSnippet(
  hadith: Hadith,
  kept: unknown,
  text: string,
  terms: readonly string[],
): Segment[] {
  const index = shownTexts(hadith).indexOf(text);
  const found: unknown = Array.isArray(kept) && index >= 0 ? kept[index] : undefined;
  return isSegments(found) ? found : snippet(text, terms);
}
