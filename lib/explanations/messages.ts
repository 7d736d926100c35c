import type { Explanation } from '../hadith/explanation';

/** What a card's Explain asks of the background. */
export interface ExplainRequest {
  /** The hadith's number on the service. */
  hadithId: number;
  /** The result language: the explanation is asked for in it. */
  language: string;
}

/**
 * The explanation, from the store or the service; or why there is none:
 * `unsupported`, the service has no explanations (the published contract);
 * `unavailable`, it has switched them off for now (503), with its words;
 * `none`, it knows no such hadith (404).
 */
export type ExplainAnswer =
  | { kind: 'explanation'; explanation: Explanation; fromStore: boolean }
  | { kind: 'unsupported' }
  | { kind: 'unavailable'; message: string | null }
  | { kind: 'none' };

export interface ExplanationsMessages {
  explainHadith(request: ExplainRequest): ExplainAnswer;
  /** The stored explanation only, never the service: null when none is held. */
  storedExplanation(request: ExplainRequest): Explanation | null;
  /** Reports a mistake in a hadith's explanation, in the user's words. */
  reportExplanation(report: { hadithId: number; message: string }): void;
}

/** A report is a short sentence or two: the service keeps it with the explanation. */
export const MAX_REPORT_LENGTH = 1_000;
