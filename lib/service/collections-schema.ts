import * as v from 'valibot';
import { HadithError } from '../hadith-error';
import type { CollectionInfo } from '../hadith/reference-query';

/** Reads `/v1/collections`, production's list of collections (lib/storage/browse-state.ts keeps it). */

const collectionSchema = v.looseObject({
  slug: v.pipe(v.string(), v.trim(), v.minLength(1)),
  nameEnglish: v.nullish(v.string()),
  nameArabic: v.nullish(v.string()),
});

/**
 * `/v1/collections`' list → the collections, or a 'bad-response' HadithError.
 * An entry without a slug is left out; names fall back to the slug.
 */
export function parseCollections(payload: unknown): CollectionInfo[] {
  if (!Array.isArray(payload)) {
    throw new HadithError(
      'bad-response',
      'The service sent a collections list that is not a list.',
    );
  }
  return payload.flatMap((entry) => {
    const parsed = v.safeParse(collectionSchema, entry);
    if (!parsed.success) return [];
    const { slug, nameEnglish, nameArabic } = parsed.output;
    return [{ slug, name: nameEnglish?.trim() || slug, arabicName: nameArabic?.trim() || null }];
  });
}
