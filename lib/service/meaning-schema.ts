import * as v from 'valibot';
import type { SearchPage } from '../hadith/hadith';
import { invalid, parseRecords, unwrap } from './schema';

/**
 * Production's search by meaning (`/v1/hadiths/semantic-search`): `{data,
 * total}`, records in its database's shape each with a `similarity`, and no
 * pagination: the service's order is the answer, one page of it. A record
 * given twice is kept once, where it first stands; `similarity` is not
 * shown, so one outside 0–1 costs nothing.
 */
const meaningSchema = v.looseObject({
  data: v.array(v.unknown()),
});

export function parseMeaningPage(body: unknown, language: string): SearchPage {
  const result = v.safeParse(meaningSchema, unwrap(body));
  if (!result.success) throw invalid('answer to a search by meaning', result.issues);
  const seen = new Set<number>();
  const hadiths = parseRecords(result.output.data, language).filter(
    (hadith) => !seen.has(hadith.id) && seen.add(hadith.id),
  );
  const total = hadiths.length;
  return {
    hadiths,
    pagination: {
      page: 1,
      limit: Math.max(total, 1),
      total,
      totalPages: total === 0 ? 0 : 1,
      hasNext: false,
      hasPrev: false,
    },
  };
}
