import { requireArabic } from './hadith-store';
import { memoised } from './memoise';

/**
 * Every hadith's place: its collection, book and number, in the order of the
 * Arabic corpus (which holds every hadith). Read from the head of each line
 * rather than by parsing 35,000 records.
 */
export interface Catalogue {
  size: number;
  ids: Int32Array;
  collectionIds: Int32Array;
  bookNumbers: Int32Array;
  hadithNumbers: Int32Array;
}

const catalogues = new Map<string, Promise<Catalogue>>();
// Records start `{"id":…,"collection":"…","collectionId":…,"bookNumber":…,"hadithNumber":…`.
const FIELDS = /"collectionId":(\d+),"bookNumber":(\d+),"hadithNumber":(\d+)/;

export function catalogue(dataDir: string): Promise<Catalogue> {
  return memoised(catalogues, dataDir, async () => {
    const arabic = await requireArabic(dataDir);
    const size = arabic.size;
    const collectionIds = new Int32Array(size);
    const bookNumbers = new Int32Array(size);
    const hadithNumbers = new Int32Array(size);
    for (let doc = 0; doc < size; doc++) {
      const match = FIELDS.exec(arabic.line(doc).toString('latin1', 0, 400));
      collectionIds[doc] = Number(match?.[1] ?? -1);
      bookNumbers[doc] = Number(match?.[2] ?? -1);
      hadithNumbers[doc] = Number(match?.[3] ?? -1);
    }
    return { size, ids: arabic.ids, collectionIds, bookNumbers, hadithNumbers };
  });
}

export interface Placement {
  collectionId?: number;
  bookNumber?: number;
  hadithNumber?: number;
}

/**
 * The ids of the hadiths at `where`, ordered as production's `findAll` orders
 * them: by book, then number (then id, which production leaves to the database).
 */
export async function idsAt(dataDir: string, where: Placement): Promise<number[]> {
  const table = await catalogue(dataDir);
  const docs: number[] = [];
  for (let doc = 0; doc < table.size; doc++) {
    if (where.collectionId !== undefined && table.collectionIds[doc] !== where.collectionId)
      continue;
    if (where.bookNumber !== undefined && table.bookNumbers[doc] !== where.bookNumber) continue;
    if (where.hadithNumber !== undefined && table.hadithNumbers[doc] !== where.hadithNumber)
      continue;
    docs.push(doc);
  }
  docs.sort(
    (a, b) =>
      table.bookNumbers[a]! - table.bookNumbers[b]! ||
      table.hadithNumbers[a]! - table.hadithNumbers[b]! ||
      table.ids[a]! - table.ids[b]!,
  );
  return docs.map((doc) => table.ids[doc]!);
}
