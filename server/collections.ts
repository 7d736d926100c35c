import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { memoised } from './memoise';

/** One entry of `corpus/collections.json`, as far as the service reads it. */
export interface CollectionEntry {
  collectionId: number;
  slug: string;
  name: string;
  arabicName: string;
  hadithCount: number;
}

const tables = new Map<string, Promise<CollectionEntry[]>>();

/** The data's collections, in its order. Read once per data folder. */
export function collections(dataDir: string): Promise<CollectionEntry[]> {
  return memoised(tables, dataDir, async () => {
    const text = await readFile(join(dataDir, 'corpus', 'collections.json'), 'utf8');
    return JSON.parse(text) as CollectionEntry[];
  });
}

/** The collections' slugs by id (`bukhari` for 1), as production's search engine writes them. */
export async function collectionSlugs(dataDir: string): Promise<ReadonlyMap<number, string>> {
  return new Map(
    (await collections(dataDir)).map(({ collectionId, slug }) => [collectionId, slug]),
  );
}

/**
 * The collection production's `where: {OR: [{collection}, {collectionRef: {slug}}]}`
 * matches: by its slug, or by the name its hadiths carry. Undefined when none does.
 */
export async function collectionNamed(
  dataDir: string,
  value: string,
): Promise<CollectionEntry | undefined> {
  return (await collections(dataDir)).find(({ slug, name }) => slug === value || name === value);
}
