import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectionName } from '@/lib/hadith/collection-names';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = process.env.HADITH_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
const collections = JSON.parse(
  readFileSync(path.join(dataDir, 'corpus', 'collections.json'), 'utf8'),
) as { slug: string; name: string }[];

describe('collectionName', () => {
  it.each(collections.map(({ slug, name }) => [slug, name]))(
    'names the slug %s as the data does: %s',
    (slug, name) => {
      expect(collectionName(slug)).toBe(name);
      // The database's name, as production sends it, stays as it is.
      expect(collectionName(name)).toBe(name);
    },
  );

  it.each([
    ['riyadh', 'Riyadh as-Saliheen'],
    [' Bukhari ', 'Sahih al-Bukhari'],
    ['no-such-slug', 'no-such-slug'],
    ['constructor', 'constructor'],
    ['__proto__', '__proto__'],
    ['', ''],
  ])('%j → %j', (sent, shown) => {
    expect(collectionName(sent)).toBe(shown);
  });
});
