/**
 * The collections' names by slug. The service's search engine names a
 * collection by its slug (`bukhari`) where its database gives the name
 * (`Sahih al-Bukhari`); a reader should see one name wherever the hadith
 * comes from, and in the interface's script: Arabic and Urdu readers see
 * the collection's own title. The English and Arabic names are those of the
 * shared data's `collections.json` (tests/unit/hadith/collection-names.test.ts
 * checks every one) and of the service's own seed for the collections the
 * data lacks; the Urdu ones are the titles Urdu editions carry. Maps, not
 * objects: a collection the service calls `constructor` is shown as it came.
 */
interface NamedCollection {
  slug: string;
  name: string;
  arabic: string;
  urdu: string;
  /** Listed by both the local service's data and the real service's seed (mumin-api/api). */
  everywhere: boolean;
}

const TABLE: readonly NamedCollection[] = [
  {
    slug: 'bukhari',
    name: 'Sahih al-Bukhari',
    arabic: 'صحيح البخاري',
    urdu: 'صحیح بخاری',
    everywhere: true,
  },
  {
    slug: 'muslim',
    name: 'Sahih Muslim',
    arabic: 'صحيح مسلم',
    urdu: 'صحیح مسلم',
    everywhere: true,
  },
  {
    slug: 'abudawud',
    name: 'Sunan Abi Dawud',
    arabic: 'سنن أبي داود',
    urdu: 'سنن ابو داؤد',
    everywhere: true,
  },
  {
    slug: 'tirmidhi',
    name: 'Jami` at-Tirmidhi',
    arabic: 'جامع الترمذي',
    urdu: 'جامع ترمذی',
    everywhere: true,
  },
  {
    slug: 'nasai',
    name: "Sunan an-Nasa'i",
    arabic: 'سنن النسائي',
    urdu: 'سنن نسائی',
    everywhere: true,
  },
  {
    slug: 'ibnmajah',
    name: 'Sunan Ibn Majah',
    arabic: 'سنن ابن ماجه',
    urdu: 'سنن ابن ماجہ',
    everywhere: true,
  },
  {
    slug: 'malik',
    name: 'Muwatta Malik',
    arabic: 'موطأ الإمام مالك',
    urdu: 'موطا امام مالک',
    everywhere: true,
  },
  {
    slug: 'nawawi',
    name: 'Forty Hadith of an-Nawawi',
    arabic: 'الأربعون النووية',
    urdu: 'اربعین نووی',
    everywhere: false,
  },
  {
    slug: 'qudsi',
    name: 'Forty Hadith Qudsi',
    arabic: 'الأحاديث القدسية',
    urdu: 'احادیث قدسیہ',
    everywhere: false,
  },
  {
    slug: 'dehlawi',
    name: 'Forty Hadith of Shah Waliullah Dehlawi',
    arabic: 'الأربعون حديثاً للشاه ولي الله الدهلوي',
    urdu: 'چہل حدیث شاہ ولی اللہ دہلوی',
    everywhere: false,
  },
  // In the service's seed (mumin-api/api, scripts/seed-xml.ts), not in the shared data.
  {
    slug: 'riyadh',
    name: 'Riyadh as-Saliheen',
    arabic: 'رياض الصالحين',
    urdu: 'ریاض الصالحین',
    everywhere: false,
  },
  {
    slug: 'adab',
    name: 'Al-Adab Al-Mufrad',
    arabic: 'الأدب المفرد',
    urdu: 'الادب المفرد',
    everywhere: false,
  },
  {
    slug: 'shamail',
    name: "Shama'il Muhammadiyah",
    arabic: 'الشمائل المحمدية',
    urdu: 'شمائل محمدیہ',
    everywhere: false,
  },
];

const key = (slugOrName: string) => slugOrName.trim().toLowerCase();
const BY_SLUG: ReadonlyMap<string, NamedCollection> = new Map(TABLE.map((c) => [c.slug, c]));
const BY_KEY: ReadonlyMap<string, NamedCollection> = new Map(
  TABLE.flatMap((c) => [[c.slug, c] as const, [key(c.name), c] as const]),
);

/** The Arabic names the service listed (`/v1/collections`' `nameArabic`), by slug and English name. */
const listedArabic = new Map<string, string>();

/** The collection's name for a slug; a name, or a slug not known, as it came. */
export function collectionName(collection: string): string {
  return BY_SLUG.get(key(collection))?.name ?? collection;
}

/** Keeps the Arabic names of the service's list, which come before the built-in table's. */
export function learnCollectionNames(
  listed: readonly { slug: string; name: string; arabicName?: string | null }[],
): void {
  for (const { slug, name, arabicName } of listed) {
    const arabic = arabicName?.trim();
    if (!arabic) continue;
    listedArabic.set(key(slug), arabic);
    listedArabic.set(key(name), arabic);
  }
}

/**
 * A collection's name (its English name or slug, as a hadith or a list
 * gives it) in `language`, the interface's: the service's Arabic name, else
 * the built-in table's, for Arabic; the Urdu title, else the Arabic one, for
 * Urdu; the English name for every other language, or where none is known.
 */
export function localCollectionName(collection: string, language: string): string {
  const known = BY_KEY.get(key(collection));
  const arabic = listedArabic.get(key(collection)) ?? known?.arabic;
  if (language === 'ar') return arabic ?? collection;
  if (language === 'ur') return known?.urdu ?? arabic ?? collection;
  return known?.name ?? collection;
}

/**
 * The collections this table knows, for reading references: by name, as the
 * service lists them.
 */
export function knownCollections(): { slug: string; name: string }[] {
  return TABLE.map(({ slug, name }) => ({ slug, name })).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
}

/**
 * The collections offered to choose from before the service has listed its
 * own: only those every service here is known to have, so no choice names a
 * collection the service will not know.
 */
export function standInCollections(): { slug: string; name: string }[] {
  return knownCollections().filter(({ slug }) => BY_SLUG.get(slug)!.everywhere);
}
