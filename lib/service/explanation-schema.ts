import * as v from 'valibot';
import { type Certainty, EXPLANATION_PARTS, type Explanation } from '../hadith/explanation';
import { isLanguageTag } from '../locale/text-direction';
import { HadithError } from '../hadith-error';
import { invalid, unwrap } from './schema';

/**
 * Production's explanation (`/v1/hadiths/{id}/explain`): `{id, hadithId,
 * languageCode, content: {short_meaning, …, certainty_level, notes},
 * provider, model, isApproved, …}`. Each part is plain text; a part that is
 * missing, empty or not text is left out, and one longer than a reader needs
 * is cut. One with no part left is not an explanation.
 */

/** Longer than any commentary part a page shows; a 50 KB field is cut here. */
export const MAX_PART_LENGTH = 6_000;

const text = v.fallback(v.optional(v.string()), undefined);
const CERTAINTIES: readonly string[] = ['high', 'medium', 'low'] satisfies Certainty[];

const explanationSchema = v.looseObject({
  hadithId: v.fallback(v.optional(v.pipe(v.number(), v.integer())), undefined),
  languageCode: v.fallback(v.optional(v.pipe(v.string(), v.check(isLanguageTag))), undefined),
  content: v.looseObject(
    Object.fromEntries(
      [...EXPLANATION_PARTS, 'certainty_level'].map((part) => [part, text]),
    ) as Record<(typeof EXPLANATION_PARTS)[number] | 'certainty_level', typeof text>,
  ),
  provider: v.fallback(v.nullish(v.string()), undefined),
  model: v.fallback(v.nullish(v.string()), undefined),
  isApproved: v.fallback(v.boolean(), false),
});

/** A name the service gave (a model's, a provider's), or null for none worth showing. */
function name(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, 80);
}

/** An explanation body → Explanation, or a 'bad-response' HadithError. */
export function parseExplanation(body: unknown, hadithId: number, language: string): Explanation {
  const result = v.safeParse(explanationSchema, unwrap(body));
  if (!result.success) throw invalid('explanation', result.issues);
  const { content, languageCode, provider, model, isApproved } = result.output;
  let shortened = false;
  const parts = EXPLANATION_PARTS.flatMap((part) => {
    const value = content[part]?.trim() ?? '';
    if (value === '') return [];
    if (value.length <= MAX_PART_LENGTH) return [{ part, text: value }];
    shortened = true;
    return [{ part, text: `${value.slice(0, MAX_PART_LENGTH).trimEnd()}…` }];
  });
  if (parts.length === 0) {
    throw new HadithError('bad-response', 'The service sent an explanation with nothing in it.');
  }
  const certainty = content.certainty_level?.trim().toLowerCase() ?? '';
  return {
    hadithId,
    language: languageCode?.toLowerCase() ?? language,
    parts,
    certainty: CERTAINTIES.includes(certainty) ? (certainty as Certainty) : null,
    model: name(model),
    provider: name(provider),
    approved: isApproved,
    shortened,
  };
}
