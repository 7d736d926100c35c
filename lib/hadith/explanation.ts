/**
 * An explanation of a hadith, as the service's language model wrote it: data
 * about the hadith, never part of it. Pages show it apart from the hadith's
 * own text, labelled with its model, its certainty and whether a person has
 * reviewed it.
 */

/** The parts shown, in the order the service structures them: the short meaning first. */
export const EXPLANATION_PARTS = [
  'short_meaning',
  'long_meaning',
  'context',
  'legal_note',
  'benefit',
  'notes',
] as const;

export type ExplanationPart = (typeof EXPLANATION_PARTS)[number];

export type Certainty = 'high' | 'medium' | 'low';

export interface Explanation {
  /** The hadith's number on the service. */
  hadithId: number;
  /** The language the service says it is written in. */
  language: string;
  /** The parts it has, in EXPLANATION_PARTS' order; an empty part is left out. */
  parts: { part: ExplanationPart; text: string }[];
  /** How certain the model said it is; null when it said nothing the extension knows. */
  certainty: Certainty | null;
  /** The model that wrote it, e.g. `gpt-4o`; null when the service does not say. */
  model: string | null;
  provider: string | null;
  /** A person at the service has reviewed it. */
  approved: boolean;
  /** A part was longer than a page shows, and was cut. */
  shortened: boolean;
}

/** The number the service's explanation routes take: the engine's `"1234_en"` is 1234 already (lib/service/schema.ts). */
export function isHadithId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31;
}
