import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { abdulBaqiNumber } from '../../lib/hadith/sunnah-number';

/**
 * The table that reads sunnah.com's numbers ("Muslim 8a", Abd al-Baqi's) as
 * the data's (Muslim 93), made at build time from the shared data's English
 * corpus (never copied into the repository): per collection slug, each
 * sunnah.com number to the collection's hadith number. Only collections
 * numbered two ways have one: in the data, Sahih Muslim.
 */
export type SunnahNumbers = Record<string, Record<string, number>>;

/** The data's collection ids, as its README gives them, by slug. */
const SLUGS: Record<number, string> = { 2: 'muslim' };

export function sunnahNumbers(corpusFile: string): string {
  const table: SunnahNumbers = {};
  const lines = gunzipSync(readFileSync(corpusFile)).toString('utf8').split('\n');
  for (const line of lines) {
    if (line.trim() === '') continue;
    const record = JSON.parse(line) as {
      collectionId: number;
      hadithNumber: number;
      reference?: { arabicNumber?: unknown };
    };
    const slug = SLUGS[record.collectionId];
    const number = abdulBaqiNumber(record.reference?.arabicNumber);
    if (slug === undefined || number === null) continue;
    const numbers = (table[slug] ??= {});
    numbers[number] ??= record.hadithNumber;
    // A number without its letter ("Muslim 8") is its first narration's (8a).
    numbers[number.replace(/[a-z]$/, '')] ??= record.hadithNumber;
  }
  return JSON.stringify(table);
}
