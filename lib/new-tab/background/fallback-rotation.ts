import { bundledHadiths, type LoadBundledRecords } from '../../hadith/bundled-collection';
import type { HadithDatabase } from '../../storage/db';
import type { Hadith } from '../../hadith/hadith';
import { hadithFields } from '../../hadith/fields';
import type { PreparedHadith } from '../../hadith/prepared-hadith';

/**
 * When the pool is empty: hadiths already cached and the bundled collection,
 * picked at random, never one in `exclude` (the last ones shown, the pool).
 */

export interface FallbackPick {
  hadith: Hadith;
  source: PreparedHadith['source'];
}

type Candidate = { source: 'cache'; key: [number, string] } | { source: 'bundled'; hadith: Hadith };

function candidateId(candidate: Candidate): number {
  return candidate.source === 'cache' ? candidate.key[0] : candidate.hadith.id;
}

/** Up to `count` distinct picks, in the user's language where any is left, else in English. */
export async function fallbackPicks(
  db: HadithDatabase,
  language: string,
  exclude: ReadonlySet<number>,
  count: number,
  options: {
    loadBundled?: LoadBundledRecords;
    random?: () => number;
    /** The collections chosen for the new tab, by name: honoured where any of them is held. */
    collections?: ReadonlySet<string>;
  } = {},
): Promise<FallbackPick[]> {
  const random = options.random ?? Math.random;
  const chosen = options.collections ?? new Set<string>();
  const { loadBundled } = options;
  const picks = await picksFrom(db, language, exclude, count, random, chosen, loadBundled);
  // Nothing held of the chosen collections: a hadith of another beats none.
  return picks.length > 0 || chosen.size === 0
    ? picks
    : picksFrom(db, language, exclude, count, random, new Set(), loadBundled);
}

async function picksFrom(
  db: HadithDatabase,
  language: string,
  exclude: ReadonlySet<number>,
  count: number,
  random: () => number,
  chosen: ReadonlySet<string>,
  loadBundled?: LoadBundledRecords,
): Promise<FallbackPick[]> {
  const held = db.hadiths.where('language').equals(language);
  const cachedKeys = await (
    chosen.size === 0 ? held : held.filter((row) => chosen.has(row.collection))
  ).primaryKeys();
  const cached: Candidate[] = cachedKeys.map((key) => ({ source: 'cache', key }));
  const cachedIds = new Set(cachedKeys.map(([id]) => id));
  const bundled: Candidate[] = (await bundledHadiths(language, loadBundled))
    .filter((hadith) => !cachedIds.has(hadith.id))
    .filter((hadith) => chosen.size === 0 || chosen.has(hadith.collection))
    .map((hadith) => ({ source: 'bundled', hadith }));

  const fresh = [...cached, ...bundled].filter((c) => !exclude.has(candidateId(c)));
  const inLanguage = fresh.filter((c) => c.source === 'cache' || c.hadith.language === language);
  // 82 bundled hadiths outnumber the history, so `fresh` is only empty if `exclude` is huge.
  const candidates = inLanguage.length > 0 ? inLanguage : fresh.length > 0 ? fresh : bundled;

  const picked: Candidate[] = [];
  while (picked.length < count && candidates.length > 0) {
    const [candidate] = candidates.splice(Math.floor(random() * candidates.length), 1);
    if (candidate !== undefined) picked.push(candidate);
  }
  const picks: FallbackPick[] = [];
  for (const candidate of picked) {
    if (candidate.source === 'bundled') {
      picks.push({ hadith: candidate.hadith, source: 'bundled' });
      continue;
    }
    const row = await db.hadiths.get(candidate.key);
    if (row === undefined) continue;
    picks.push({ hadith: hadithFields(row), source: 'cache' });
  }
  return picks;
}
