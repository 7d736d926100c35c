import { tokenize } from './normalize';
import { matchWeight } from './search-text';

/**
 * Matched words in a result's text, found with the service's matching rules
 * on the normalised forms while the original text is kept as it is. The
 * pages render the segments as text nodes and <mark> elements, never as HTML.
 */

export interface Segment {
  text: string;
  match: boolean;
}

const WORD = /[\p{L}\p{N}\p{M}]+/gu;

const ASCII_WORD = /^[A-Za-z0-9]+$/;
const ARABIC_WORD = /^[\p{Script=Arabic}\p{M}]+$/u;
const ASCII_TERM = /^[a-z0-9]+$/;

/** Normalised forms of the words seen, as a page of results repeats most of them. */
const tokensOf = new Map<string, string[]>();
const MAX_REMEMBERED = 20_000;

function wordTokens(word: string): string[] {
  // Fast paths: plain ASCII only needs lower case; the rest is normalised once per word.
  if (ASCII_WORD.test(word)) return [word.toLowerCase()];
  let tokens = tokensOf.get(word);
  if (tokens === undefined) {
    if (tokensOf.size >= MAX_REMEMBERED) tokensOf.clear();
    tokens = tokenize(word);
    tokensOf.set(word, tokens);
  }
  return tokens;
}

/** A letter or digit outside the Arabic script: where a query in Latin letters may match. */
const NON_ARABIC = /(?!\p{Script=Arabic})[\p{L}\p{N}]/u;

/**
 * Whether any word of `text` may match `terms`: none does when every term is
 * in Latin letters and the text is all Arabic (see isMatch), which one scan of
 * the text tells without normalising its words one by one.
 */
function mayMatch(text: string, terms: readonly string[]): boolean {
  if (terms.length === 0) return false;
  return !terms.every((term) => ASCII_TERM.test(term)) || NON_ARABIC.test(text);
}

function isMatch(word: string, terms: readonly string[]): boolean {
  // An Arabic word normalises to Arabic: it cannot match a query in Latin letters.
  if (terms.every((term) => ASCII_TERM.test(term)) && ARABIC_WORD.test(word)) return false;
  return wordTokens(word).some((token) => terms.some((term) => matchWeight(token, term) > 0));
}

/** `text` cut into runs, the words that match a query word marked. */
export function highlight(text: string, terms: readonly string[]): Segment[] {
  const segments: Segment[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === '') return;
    const last = segments.at(-1);
    if (last !== undefined && last.match === match) last.text += piece;
    else segments.push({ text: piece, match });
  };
  if (!mayMatch(text, terms)) {
    push(text, false);
    return segments;
  }
  let end = 0;
  for (const found of text.matchAll(WORD)) {
    if (!isMatch(found[0], terms)) continue;
    push(text.slice(end, found.index), false);
    push(found[0], true);
    end = found.index + found[0].length;
  }
  push(text.slice(end), false);
  return segments;
}

/**
 * The ellipses marking text left out before and after what is shown (a snippet, a
 * review's first words), each held to its word by a no-break space, so that it never
 * wraps onto a line of its own.
 */
export const CUT_BEFORE = '…\u00a0';
export const CUT_AFTER = '\u00a0…';

/** Characters of context kept before the first match. */
const LEAD = 60;

/** How long a snippet is, about: a text no longer is shown whole. */
export const SNIPPET_LENGTH = 240;

/** Whether `snippet` leaves part of `text` out. */
export function snippetCuts(text: string, length = SNIPPET_LENGTH): boolean {
  return text.length > length;
}

/**
 * About `length` characters of `text` around its first match (its start when
 * nothing matches), cut at spaces, with an ellipsis where text was left out.
 */
export function snippet(
  text: string,
  terms: readonly string[],
  length = SNIPPET_LENGTH,
): Segment[] {
  if (!snippetCuts(text, length)) return highlight(text, terms);
  let first = 0;
  for (const found of mayMatch(text, terms) ? text.matchAll(WORD) : []) {
    if (isMatch(found[0], terms)) {
      first = found.index;
      break;
    }
  }
  let start = Math.max(0, Math.min(first - LEAD, text.length - length));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + length);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const body = highlight(text.slice(start, end).trim(), terms);
  return [
    ...(start > 0 ? [{ text: CUT_BEFORE, match: false }] : []),
    ...body,
    ...(end < text.length ? [{ text: CUT_AFTER, match: false }] : []),
  ];
}

/** The normalised words of a query, as the highlighting wants them. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query))];
}
