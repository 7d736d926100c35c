/**
 * The collections' names by slug. The service's search engine names a
 * collection by its slug (`bukhari`) where its database gives the name
 * (`Sahih al-Bukhari`); a reader should see one name wherever the hadith
 * comes from. The names are those of the shared data's `collections.json`
 * (tests/unit/hadith/collection-names.test.ts checks every one) and of the service's
 * own seed for the collections the data lacks. A Map, not an object: a
 * collection the service calls `constructor` is shown as it came.
 */
const NAMES: ReadonlyMap<string, string> = new Map([
  ['bukhari', 'Sahih al-Bukhari'],
  ['muslim', 'Sahih Muslim'],
  ['abudawud', 'Sunan Abi Dawud'],
  ['tirmidhi', 'Jami` at-Tirmidhi'],
  ['nasai', "Sunan an-Nasa'i"],
  ['ibnmajah', 'Sunan Ibn Majah'],
  ['malik', 'Muwatta Malik'],
  ['nawawi', 'Forty Hadith of an-Nawawi'],
  ['qudsi', 'Forty Hadith Qudsi'],
  ['dehlawi', 'Forty Hadith of Shah Waliullah Dehlawi'],
  // In the service's seed (mumin-api/api, scripts/seed-xml.ts), not in the shared data.
  ['riyadh', 'Riyadh as-Saliheen'],
  ['adab', 'Al-Adab Al-Mufrad'],
  ['shamail', "Shama'il Muhammadiyah"],
]);

/** The collection's name for a slug; a name, or a slug not known, as it came. */
export function collectionName(collection: string): string {
  return NAMES.get(collection.trim().toLowerCase()) ?? collection;
}

/**
 * The collections this table knows, for reading references and offering a
 * choice before the service has listed its own; by name, as the service lists them.
 */
export function knownCollections(): { slug: string; name: string }[] {
  return [...NAMES]
    .map(([slug, name]) => ({ slug, name }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
