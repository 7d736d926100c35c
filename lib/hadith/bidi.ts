/**
 * Keeps the service's names from reordering the line they sit in: a name
 * holding explicit bidi controls (e.g. U+202E, left open) would otherwise
 * reverse "· Book 1 · Hadith 1" after it. Texts shown in their own
 * paragraph need none of this: a paragraph ends every embedding.
 */

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
const POP_DIRECTIONAL_FORMATTING = '\u202c';
/** LRE, RLE, PDF, LRO, RLO; LRI, RLI, FSI, PDI. */
const EXPLICIT = /[\u202a-\u202e\u2066-\u2069]/;
const EMBEDDINGS = new Set(['\u202a', '\u202b', '\u202d', '\u202e']);
const ISOLATES = new Set(['\u2066', '\u2067', '\u2068']);

/** The text with every embedding and isolate it opens closed, and closers without an opener dropped. */
export function balanceBidi(text: string): string {
  const open: ('embedding' | 'isolate')[] = [];
  let out = '';
  for (const char of text) {
    if (EMBEDDINGS.has(char)) open.push('embedding');
    else if (ISOLATES.has(char)) open.push('isolate');
    else if (char === POP_DIRECTIONAL_FORMATTING) {
      // A PDF cannot close past an isolate (UAX #9, X7).
      if (open.at(-1) !== 'embedding') continue;
      open.pop();
    } else if (char === POP_DIRECTIONAL_ISOLATE) {
      const isolate = open.lastIndexOf('isolate');
      if (isolate === -1) continue;
      // A PDI also closes the embeddings opened inside its isolate (X6a).
      open.length = isolate;
    }
    out += char;
  }
  const closers = open
    .reverse()
    .map((kind) => (kind === 'isolate' ? POP_DIRECTIONAL_ISOLATE : POP_DIRECTIONAL_FORMATTING));
  return out + closers.join('');
}

/** A name to set inside a line of ours: as it is, or isolated when it holds bidi controls. */
export function isolateName(text: string): string {
  if (!EXPLICIT.test(text)) return text;
  return `${FIRST_STRONG_ISOLATE}${balanceBidi(text)}${POP_DIRECTIONAL_ISOLATE}`;
}

/** A phrase of ours set inside a sentence as one unit, whatever the sentence's direction. */
export function isolated(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${balanceBidi(text)}${POP_DIRECTIONAL_ISOLATE}`;
}

const LEFT_TO_RIGHT_ISOLATE = '\u2066';

/**
 * A web address set inside a sentence: left to right as one unit, so a
 * right-to-left sentence neither reorders its parts nor runs its own
 * punctuation into it.
 */
export function isolateAddress(address: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${address}${POP_DIRECTIONAL_ISOLATE}`;
}
