import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '@/lib/storage/keys';

/**
 * storage.local's keys are named once (lib/storage/keys.ts): every WXT item
 * takes its key through `localItem`, which only accepts a listed one, and
 * every listed key has its item.
 */

const LIB = join(import.meta.dirname, '../../../lib');

function sources(): { path: string; text: string }[] {
  return readdirSync(LIB, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({ path, text: readFileSync(join(LIB, path), 'utf8') }));
}

describe("storage.local's keys", () => {
  it('are never written as a string where an item is defined', () => {
    const literal = sources().filter(({ text }) => /defineItem<[^>]*>\(\s*['"`]local:/.test(text));
    expect(literal.map(({ path }) => path)).toEqual([]);
  });

  it('each have their item, once', () => {
    const defined = sources().flatMap(({ text }) =>
      // An item defined directly, or by settings.ts's `item(key)`, from the settings' table.
      [...text.matchAll(/(?:defineItem<[^>]*>\(\s*localItem|= item)\('(\w+)'\)/g)].map(
        (match) => match[1],
      ),
    );
    expect([...defined].sort()).toEqual([...LOCAL_KEYS].sort());
  });
});
