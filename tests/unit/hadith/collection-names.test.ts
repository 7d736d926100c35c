import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionName } from '@/lib/hadith/collection-names';
import { DATA_DIR } from '../helpers/data-dir';

const collections = JSON.parse(
  readFileSync(path.join(DATA_DIR, 'corpus', 'collections.json'), 'utf8'),
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
