import { knownCollections } from './collection-names';
import { tokenize } from './normalize';

/**
 * A typed reference ("bukhari 1", "صحيح مسلم 8", "sunnah.com/muslim/1/8"),
 * read against the collections the service names, joined with the aliases
 * people write for the well-known ones. Pure: the background gives it the
 * collections it holds.
 */

/** A collection as the service lists it (`/v1/collections`), or as the built-in table knows it. */
export interface CollectionInfo {
  slug: string;
  name: string;
  arabicName?: string | null;
}

export interface ReferenceQuery {
  collection: CollectionInfo;
  /** The hadith's number in its collection; 0 is read, and has no hadith. */
  number: number;
  /** The book, where the reference names one (sunnah.com's `/muslim/1/8`). */
  book: number | null;
  /**
   * The number as sunnah.com writes it ("8a", Abd al-Baqi's for Sahih Muslim), where
   * the reference is in that numbering: a sunnah.com address, or a number with its letter.
   */
  sunnah?: string;
}

/** Longer than this, a query is a sentence, not a reference. */
const MAX_REFERENCE_LENGTH = 80;
const MAX_NUMBER_DIGITS = 6;

/** Words of a collection's title that say what kind of book it is, not which. */
const TITLE_WORDS = new Set(
  [
    'sahih saheeh sunan sunnan jami jame imam muwatta muwata mowatta forty hadith hadiths of',
    'the collection al el as at an ash ad ar az',
    'صحيح سنن جامع الامام امام موطا',
  ]
    .join(' ')
    .split(' '),
);

/** Words that stand between a name and its number: "bukhari no. 1", "bukhari hadith 1". */
const NUMBER_WORDS = new Set(['no', 'nr', 'num', 'number', 'hadith', 'رقم', 'حديث']);

/**
 * How people write the well-known collections, by the slug the service's seed
 * uses. Matched against each listed collection's own slug and names, so a
 * service that calls Bukhari `sahih-bukhari` is still found.
 */
const ALIASES: ReadonlyMap<string, string[]> = new Map([
  ['bukhari', ['bukhari', 'bokhari', 'bukhary', 'buhari', 'بخاري']],
  ['muslim', ['muslim', 'مسلم']],
  ['abudawud', ['abudawud', 'abudaud', 'abudawood', 'abidawud', 'abidaud', 'ابوداود', 'ابيداود']],
  ['tirmidhi', ['tirmidhi', 'tirmizi', 'tirmithi', 'tirmidi', 'ترمذي']],
  ['nasai', ['nasai', 'nasaai', 'nasaee', 'nisai', 'نسايي', 'نساي']],
  ['ibnmajah', ['ibnmajah', 'ibnmaja', 'ibnemajah', 'ابنماجه']],
  ['malik', ['malik', 'مالك']],
  ['nawawi', ['nawawi', 'nawawi40', 'نووي', 'اربعوننوويه']],
  ['qudsi', ['qudsi', 'qudsi40', 'قدسي', 'احاديثقدسيه']],
  ['dehlawi', ['dehlawi', 'shahwaliullah', 'shahwaliullahdehlawi']],
  ['riyadh', ['riyadh', 'riyadussalihin', 'riyadussaliheen', 'riyadhsaliheen', 'رياضصالحين']],
  ['adab', ['adab', 'adabmufrad', 'ادبمفرد']],
  ['shamail', ['shamail', 'shamailmuhammadiyah', 'شمايل']],
]);

/** Arabic-Indic and Persian digits as ASCII. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.charCodeAt(0) & 0xf) % 10),
  );
}

/** A collection's name or slug folded to one key: "Sahih al-Bukhari", "البخاري" → "bukhari", "بخاري". */
export function nameKey(name: string): string {
  return tokenize(name)
    .filter((word) => !TITLE_WORDS.has(word))
    .map((word) => (word.length > 3 && word.startsWith('ال') ? word.slice(2) : word))
    .join('');
}

/** Every key that names a collection, to the one collection it names; a key two share names none. */
function keyTable(collections: readonly CollectionInfo[]): Map<string, CollectionInfo> {
  const owners = new Map<string, CollectionInfo | null>();
  const claim = (key: string, collection: CollectionInfo) => {
    if (key === '') return;
    const owner = owners.get(key);
    if (owner === undefined) owners.set(key, collection);
    else if (owner !== null && owner.slug !== collection.slug) owners.set(key, null);
  };
  for (const collection of collections) {
    const own = [collection.slug, collection.name, collection.arabicName ?? ''].map(nameKey);
    own.forEach((key) => claim(key, collection));
    for (const aliases of ALIASES.values()) {
      if (aliases.some((alias) => own.includes(alias)))
        aliases.forEach((key) => claim(key, collection));
    }
  }
  const table = new Map<string, CollectionInfo>();
  for (const [key, owner] of owners) if (owner !== null) table.set(key, owner);
  return table;
}

/** Optimal string alignment distance: edits, with a swap of two neighbours as one. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The collection a key names, allowing a slip of the keyboard in a long enough name. */
function collectionFor(key: string, table: Map<string, CollectionInfo>): CollectionInfo | null {
  const exact = table.get(key);
  if (exact !== undefined) return exact;
  const allowed = key.length >= 8 ? 2 : key.length >= 5 ? 1 : 0;
  if (allowed === 0) return null;
  let best: { distance: number; collection: CollectionInfo | null } | null = null;
  for (const [candidate, collection] of table) {
    const distance = editDistance(key, candidate);
    if (distance > allowed || (best !== null && distance > best.distance)) continue;
    const tie: boolean =
      best !== null && distance === best.distance && best.collection?.slug !== collection.slug;
    best = { distance, collection: tie ? null : collection };
  }
  return best?.collection ?? null;
}

const WHOLE_NUMBER = /^\d+$/;
/** sunnah.com's number: digits, and a narration's letter ("8a"). */
const SUNNAH_NUMBER = /^(\d{1,6})[a-z]?$/i;

function numberOf(text: string | undefined): number | null {
  return text !== undefined && WHOLE_NUMBER.test(text) && text.length <= MAX_NUMBER_DIGITS
    ? Number(text)
    : null;
}

/** sunnah.com's addresses: `/bukhari:1`, `/muslim/1/8` (book 1, hadith 8). Null for any other. */
function fromAddress(
  text: string,
  table: Map<string, CollectionInfo>,
): ReferenceQuery | null | undefined {
  const looksLikeAddress =
    /^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^(www\.)?sunnah\.com\//i.test(text);
  if (!looksLikeAddress) return undefined;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (!/^(www\.)?sunnah\.com$/i.test(url.hostname)) return null;
  const parts = decodeURIComponent(url.pathname)
    .split('/')
    .filter((part) => part !== '');
  const [slug, ...rest] = parts.length === 1 ? parts[0]!.split(':') : parts;
  const collection = slug === undefined ? null : table.get(nameKey(slug.replace(/\d+$/, '')));
  if (!collection) return null;
  if (rest.length === 1) {
    const sunnah = SUNNAH_NUMBER.exec(rest[0] ?? '');
    if (sunnah === null) return null;
    return { collection, number: Number(sunnah[1]), book: null, sunnah: sunnah[0].toLowerCase() };
  }
  const [book, number] = [numberOf(rest[0]), numberOf(rest[1])];
  if (rest.length !== 2 || book === null || number === null) return null;
  return { collection, number, book };
}

/**
 * The reference a query names, or null when it is a search: "patience",
 * "1234" (the service's number search) and "bukhari" alone stay searches.
 */
export function parseReference(
  query: string,
  listed: readonly CollectionInfo[] = [],
): ReferenceQuery | null {
  const text = westernDigits(query.trim());
  if (text.length === 0 || text.length > MAX_REFERENCE_LENGTH) return null;
  // The service's own list when there is one: its slugs are the ones it answers to.
  const table = keyTable(listed.length > 0 ? listed : knownCollections());
  const address = fromAddress(text, table);
  if (address !== undefined) return address;

  const words = tokenize(text);
  // "muslim 8a": a narration's letter says the number is sunnah.com's.
  const lettered = /^(\d{1,6})([a-z])$/.exec(words.at(-1) ?? '');
  const number = lettered === null ? numberOf(words.at(-1)) : Number(lettered[1]);
  if (number === null) return null;
  const nameWords = words.slice(0, -1);
  while (nameWords.length > 0 && NUMBER_WORDS.has(nameWords.at(-1)!)) nameWords.pop();
  const key = nameKey(nameWords.join(' '));
  if (key === '' || /\d/.test(key)) return null;
  const collection = collectionFor(key, table);
  if (collection === null) return null;
  return lettered === null
    ? { collection, number, book: null }
    : { collection, number, book: null, sunnah: lettered[0] };
}

/**
 * The collection `text` (a slug or a name) names among `listed` (or the
 * built-in table when none are listed); null when none does.
 */
export function collectionNamed(
  text: string,
  listed: readonly CollectionInfo[],
): CollectionInfo | null {
  const table = keyTable(listed.length > 0 ? listed : knownCollections());
  const exact = listed.find((collection) => collection.slug === text);
  return exact ?? table.get(nameKey(text)) ?? null;
}

/** The built-in table's slug for a listed collection (a service may call Bukhari `sahih-bukhari`). */
export function builtInSlug(collection: CollectionInfo): string | null {
  const table = keyTable(knownCollections());
  for (const name of [collection.slug, collection.name, collection.arabicName ?? '']) {
    const known = table.get(nameKey(name));
    if (known !== undefined) return known.slug;
  }
  return null;
}
