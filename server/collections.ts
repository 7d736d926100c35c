import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { memoised } from './memoise';

/** One entry of `corpus/collections.json`, as far as the service reads it. */
interface CollectionEntry {
  collectionId: number;
  slug: string;
}

const slugTables = new Map<string, Promise<ReadonlyMap<number, string>>>();

/**
 * The collections' slugs by id (`bukhari` for 1), as production's search
 * engine writes them into its records. Read once per data folder.
 */
export function collectionSlugs(dataDir: string): Promise<ReadonlyMap<number, string>> {
  return memoised(slugTables, dataDir, async () => {
    const text = await readFile(join(dataDir, 'corpus', 'collections.json'), 'utf8');
    const entries = JSON.parse(text) as CollectionEntry[];
    return new Map(entries.map(({ collectionId, slug }) => [collectionId, slug]));
  });
}
