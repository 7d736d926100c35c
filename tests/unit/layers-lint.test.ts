import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layers' lint rules (eslint.config.js, from scripts/layers.js) fail on a
 * deliberate bad import: each case is linted as if it were a file at `path`.
 */

const ROOT = join(import.meta.dirname, '../..');
const RULE = 'import-x/no-restricted-paths';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The messages of the layers' rule for `code` placed at `path`. */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((m) => m.message);
}

describe('the layers, as the lint keeps them', () => {
  it.each([
    ['a page script', 'entrypoints/reader/page.tsx', '@/lib/reader/background/service'],
    ["a page's own file", 'entrypoints/reader/Bad.tsx', '@/lib/reader/background/service'],
    [
      "a feature's page half, a background (of a feature it may import)",
      'lib/favourites/page/bad.ts',
      '../../search/background/service',
    ],
    ["a feature's top-level file, its own background", 'lib/reader/bad.ts', './background/service'],
    ['a feature the table does not draw', 'lib/reviews/bad.ts', '../favourites/favourite'],
    ['one the other way round', 'lib/favourites/bad.ts', '../sync/record'],
    ['the bottom layer upwards', 'lib/locale/bad.ts', '../hadith/hadith'],
    ['a component, a background half', 'components/Bad.tsx', '@/lib/favourites/background/store'],
  ])(
    'refuses %s importing what it must not',
    async (_case, path, imported) => {
      const code = `import * as bad from '${imported}';\nexport const used = bad;\n`;
      expect(await layerErrors(path, code)).toHaveLength(1);
    },
    60_000,
  );

  it.each([
    ['the background', 'entrypoints/background.ts', '@/lib/reader/background/service'],
    ['a feature, one the table draws', 'lib/sync/bad.ts', '../reader/book'],
    [
      "a feature's background half, its own top-level file",
      'lib/reader/background/bad.ts',
      '../book',
    ],
  ])(
    'lets %s import what it may',
    async (_case, path, imported) => {
      const code = `import * as fine from '${imported}';\nexport const used = fine;\n`;
      expect(await layerErrors(path, code)).toEqual([]);
    },
    60_000,
  );
});
