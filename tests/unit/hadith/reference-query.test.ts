import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CollectionInfo, nameKey, parseReference } from '@/lib/hadith/reference-query';
import { DATA_DIR } from '../helpers/data-dir';

/** The collections as the local service lists them, read from the shared data. */
const LISTED: CollectionInfo[] = (
  JSON.parse(readFileSync(join(DATA_DIR, 'corpus', 'collections.json'), 'utf8')) as {
    slug: string;
    name: string;
    arabicName: string;
  }[]
).map(({ slug, name, arabicName }) => ({ slug, name, arabicName }));

type Expected = [slug: string, number: number, book?: number] | null;

const CASES: [string, Expected][] = [
  // The names people type, in any case, with or without the title words.
  ['bukhari 1', ['bukhari', 1]],
  ['Bukhari 1', ['bukhari', 1]],
  ['BUKHARI 1', ['bukhari', 1]],
  ['sahih bukhari 1', ['bukhari', 1]],
  ['Sahih al-Bukhari 1', ['bukhari', 1]],
  ['al-bukhari 1', ['bukhari', 1]],
  ['al bukhari 1', ['bukhari', 1]],
  ['  bukhari   7563  ', ['bukhari', 7563]],
  ['bukhari:1', ['bukhari', 1]],
  ['bukhari #1', ['bukhari', 1]],
  ['bukhari no. 1', ['bukhari', 1]],
  ['bukhari hadith 1', ['bukhari', 1]],
  ['bukhari, 52', ['bukhari', 52]],
  ['muslim 8', ['muslim', 8]],
  ['Sahih Muslim 2564', ['muslim', 2564]],
  ['abu dawud 200', ['abudawud', 200]],
  ['abudawud 200', ['abudawud', 200]],
  ['Abu Daud 200', ['abudawud', 200]],
  ['sunan abi dawud 200', ['abudawud', 200]],
  ['ibn majah 12', ['ibnmajah', 12]],
  ['ibn maja 12', ['ibnmajah', 12]],
  ['Sunan Ibn Majah 12', ['ibnmajah', 12]],
  ['tirmidhi 5', ['tirmidhi', 5]],
  ['at-tirmidhi 5', ['tirmidhi', 5]],
  ['Jami` at-Tirmidhi 5', ['tirmidhi', 5]],
  ['tirmizi 5', ['tirmidhi', 5]],
  ['nasai 3', ['nasai', 3]],
  ["an-nasa'i 3", ['nasai', 3]],
  ["Sunan an-Nasa'i 3", ['nasai', 3]],
  ['malik 2', ['malik', 2]],
  ['muwatta malik 2', ['malik', 2]],
  ['nawawi 1', ['nawawi', 1]],
  ['Forty Hadith of an-Nawawi 13', ['nawawi', 13]],
  ['qudsi 5', ['qudsi', 5]],
  ['hadith qudsi 5', ['qudsi', 5]],
  ['dehlawi 3', ['dehlawi', 3]],
  // Arabic names and digits.
  ['البخاري 1', ['bukhari', 1]],
  ['صحيح البخاري 1', ['bukhari', 1]],
  ['صحيح مسلم 8', ['muslim', 8]],
  ['مسلم ٨', ['muslim', 8]],
  ['سنن أبي داود 200', ['abudawud', 200]],
  ['جامع الترمذي 5', ['tirmidhi', 5]],
  ['سنن النسائي 3', ['nasai', 3]],
  ['سنن ابن ماجه 12', ['ibnmajah', 12]],
  ['البخاري ١٢٣', ['bukhari', 123]],
  // Addresses pasted from sunnah.com.
  ['https://sunnah.com/bukhari:1', ['bukhari', 1]],
  ['sunnah.com/bukhari:1', ['bukhari', 1]],
  ['https://www.sunnah.com/muslim:100', ['muslim', 100]],
  ['sunnah.com/muslim/1/8', ['muslim', 8, 1]],
  ['https://sunnah.com/abudawud/2/500', ['abudawud', 500, 2]],
  ['https://sunnah.com/nawawi40:13', ['nawawi', 13]],
  // Near misspellings.
  ['bukahri 1', ['bukhari', 1]],
  ['bukhri 1', ['bukhari', 1]],
  ['bokhari 1', ['bukhari', 1]],
  ['muslm 8', ['muslim', 8]],
  ['tirmidhy 5', ['tirmidhi', 5]],
  ['ibn majha 12', ['ibnmajah', 12]],
  // Numbers past the end are still references: the service says there is no such hadith.
  ['bukhari 99999', ['bukhari', 99999]],
  ['bukhari 0', ['bukhari', 0]],
  // Searches, not references.
  ['patience', null],
  ['1234', null],
  ['bukhari', null],
  ['sahih bukhari', null],
  ['muslim', null],
  ['prayer 5', null],
  ['the five prayers', null],
  ['hadith 5', null],
  ['sahih 5', null],
  ['bukhari 1234567', null],
  ['1 bukhari', null],
  ['https://example.com/bukhari:1', null],
  ['https://sunnah.com/bukhari', null],
  ['https://sunnah.com/unknown:1', null],
  ['sunnah.com/muslim/x/8', null],
  ['xy 1', null],
  ['mu 1', null],
  ['', null],
  ['   ', null],
  [`bukhari ${'1a'.repeat(2500)}`, null],
  ['1'.repeat(5000), null],
  ['الصبر', null],
];

function summary(query: string, listed: CollectionInfo[] = []): Expected {
  const reference = parseReference(query, listed);
  if (reference === null) return null;
  const { collection, number, book } = reference;
  return book === null ? [collection.slug, number] : [collection.slug, number, book];
}

describe('parseReference', () => {
  it('has a case for at least 60 inputs', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)('reads %j with the built-in table as %j', (query, expected) => {
    expect(summary(query)).toEqual(expected);
  });

  it.each(CASES)('reads %j with the service’s collections as %j', (query, expected) => {
    expect(summary(query, LISTED)).toEqual(expected);
  });

  it('answers with the slug the service lists, which may not be the seed’s', () => {
    const listed = [
      { slug: 'sahih-bukhari', name: 'Sahih al-Bukhari', arabicName: 'صحيح البخاري' },
      { slug: 'sahih-muslim', name: 'Sahih Muslim', arabicName: 'صحيح مسلم' },
    ];
    expect(summary('bukhari 1', listed)).toEqual(['sahih-bukhari', 1]);
    expect(summary('bukahri 1', listed)).toEqual(['sahih-bukhari', 1]);
    expect(summary('صحيح مسلم 8', listed)).toEqual(['sahih-muslim', 8]);
    // Only what the service lists: a collection it lacks is no reference there.
    expect(summary('tirmidhi 5', listed)).toBeNull();
  });

  it('reads a collection only the service lists by its own names', () => {
    const listed = [
      ...LISTED,
      { slug: 'bulugh', name: 'Bulugh al-Maram', arabicName: 'بلوغ المرام' },
    ];
    expect(summary('bulugh al-maram 3', listed)).toEqual(['bulugh', 3]);
    expect(summary('بلوغ المرام 3', listed)).toEqual(['bulugh', 3]);
  });

  it('folds names to one key', () => {
    expect(nameKey('Sahih al-Bukhari')).toBe('bukhari');
    expect(nameKey('صحيح البخاري')).toBe('بخاري');
    expect(nameKey('Sunan Abi Dawud')).toBe('abidawud');
  });
});
