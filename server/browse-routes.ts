import { catalogue, idsAt } from './catalogue';
import { type CollectionEntry, collectionNamed, collections } from './collections';
import { hadithIn } from './hadith-store';
import { memoised } from './memoise';
import { inLanguage } from './production-search';
import { hadithsQuery, languageOnly, parsedId } from './query-params';
import { databaseRecord, gradeOf } from './record-shapes';
import { ServiceError } from './responses';

/**
 * Production's routes beyond the published contract, read from mumin-api/api
 * (`hadiths.controller.ts`, `hadiths.service.ts`, `collections.*.ts`): the
 * list of hadiths by reference or by book, one hadith by id, the hadith of
 * the day, and the collections. The bare wire has none of them.
 */

/** Production's pagination: an earlier page whenever `page` > 1. */
export function productionPagination(page: number, limit: number, total: number) {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}

/** `findAll`: hadiths filtered by collection, book, number and grade, by book then number. */
export async function listHadiths(dataDir: string, query: URLSearchParams): Promise<unknown> {
  const dto = hadithsQuery(query);
  const { page, limit, language } = dto;
  let ids: number[] = [];
  const collection =
    dto.collection === null ? null : await collectionNamed(dataDir, dto.collection);
  if (dto.collection === null || collection !== undefined) {
    ids = await idsAt(dataDir, {
      collectionId: collection?.collectionId,
      bookNumber: dto.bookNumber ?? undefined,
      hadithNumber: dto.hadithNumber ?? undefined,
    });
  }
  if (dto.grade !== null) ids = await gradedIn(dataDir, ids, dto.grade, language);
  const start = (page - 1) * limit;
  const found = await inLanguage(dataDir, ids.slice(start, start + limit), language);
  return {
    data: found.map(databaseRecord),
    pagination: productionPagination(page, limit, ids.length),
  };
}

/** `translations: {some: {grade, languageCode: language}}`: the grade of the text in `language`. */
async function gradedIn(dataDir: string, ids: number[], grade: string, language: string) {
  const graded = await Promise.all(
    ids.map(async (id) => {
      const found = await hadithIn(dataDir, id, [language]);
      return found?.translation !== null && found !== null && gradeOf(found.record) === grade;
    }),
  );
  return ids.filter((_, i) => graded[i]);
}

/**
 * `findRandom` with `collection` or `grade`: one hadith drawn from those that
 * match, with its text in `language` only; null when none matches.
 */
export async function filteredRandomId(
  dataDir: string,
  query: URLSearchParams,
  draw: (size: number) => number,
): Promise<number | null> {
  const name = query.get('collection') || null;
  const grade = query.get('grade') || null;
  const collection = name === null ? undefined : await collectionNamed(dataDir, name);
  if (name !== null && collection === undefined) return null;
  let ids = await idsAt(dataDir, { collectionId: collection?.collectionId });
  if (grade !== null) ids = await gradedIn(dataDir, ids, grade, languageOnly(query));
  return ids.length === 0 ? null : ids[draw(ids.length)]!;
}

const byIdOrders = new Map<string, Promise<Int32Array>>();

/** `findDaily`: the hadith at (day of the year modulo the count) in id order, the same for everyone. */
export async function dailyId(dataDir: string, now = new Date()): Promise<number | null> {
  const ids = await memoised(byIdOrders, dataDir, async () =>
    Int32Array.from((await catalogue(dataDir)).ids).sort(),
  );
  if (ids.length === 0) return null;
  // Production counts days in the server's own time zone, from 31 December.
  const dayOfYear = Math.floor(
    (now.getTime() - new Date(now.getFullYear(), 0, 0).getTime()) / 86_400_000,
  );
  return ids[dayOfYear % ids.length]!;
}

/** `findOne`: `ParseIntPipe`, then the hadith in `language`, else English; 404 when unknown. */
export async function hadithById(
  dataDir: string,
  idText: string,
  query: URLSearchParams,
): Promise<unknown> {
  const id = parsedId(idText);
  const language = languageOnly(query);
  const [found] = await inLanguage(dataDir, [id], language);
  if (found === undefined) throw unknownHadith(id);
  return databaseRecord(found);
}

/** Production's 404 for a hadith id it does not know (`findOne`, `getExplanation`). */
export function unknownHadith(id: number): ServiceError {
  return new ServiceError(404, 'NOT_FOUND', `Hadith with ID ${id} not found`, {
    label: 'status-text',
  });
}

/** A time for the rows' createdAt and updatedAt that stays the same from run to run. */
const SEEDED_AT = '2025-01-01T00:00:00.000Z';

function collectionRow(entry: CollectionEntry) {
  return {
    id: entry.collectionId,
    nameEnglish: entry.name,
    nameArabic: entry.arabicName,
    slug: entry.slug,
    description: null,
    totalHadith: entry.hadithCount,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  };
}

/** `GET /collections`: every collection, ordered by English name. */
export async function listCollections(dataDir: string): Promise<unknown> {
  const rows = (await collections(dataDir)).map(collectionRow);
  return rows.sort((a, b) =>
    a.nameEnglish < b.nameEnglish ? -1 : a.nameEnglish > b.nameEnglish ? 1 : 0,
  );
}

/** `GET /collections/{slug}`: one collection with the count of its hadiths; 404 when unknown. */
export async function collectionBySlug(dataDir: string, slug: string): Promise<unknown> {
  const entry = (await collections(dataDir)).find((collection) => collection.slug === slug);
  if (entry === undefined) {
    throw new ServiceError(404, 'NOT_FOUND', `Collection with slug ${slug} not found`, {
      label: 'status-text',
    });
  }
  const hadiths = (await idsAt(dataDir, { collectionId: entry.collectionId })).length;
  return { ...collectionRow(entry), _count: { hadiths } };
}
