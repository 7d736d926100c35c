import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MEMORY, readMemory, writeMemory } from '@/lib/page-memory';
import { readMirroredAppearance } from '@/lib/ui/appearance';
import { recall } from '@/lib/new-tab/page/fit-memory';
import { readStoredPlan } from '@/lib/new-tab/page/stored-plan';
import { useMemoryStorage } from '../helpers/memory-storage';

useMemoryStorage(5_000);

const ROOT = join(import.meta.dirname, '../../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(folder, entry.name)]
        : [],
  );
}

describe("the pages' memory", () => {
  it('is the only code that touches localStorage', () => {
    const touching = ['lib', 'components', 'entrypoints']
      .flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .filter((file) =>
        /localStorage\.(getItem|setItem|removeItem|clear)/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(ROOT, file));
    expect(touching).toEqual(['lib/page-memory.ts']);
  });

  it('says of every entry why a first paint needs it, what it mirrors and who writes it, and gives each its own key', () => {
    const source = readFileSync(join(ROOT, 'lib/page-memory.ts'), 'utf8');
    const keys = Object.values(PAGE_MEMORY).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, entry] of Object.entries(PAGE_MEMORY)) {
      expect(entry.key).toMatch(/^hadith-lookup:[a-z-]+:?$/);
      const said = new RegExp(
        `\\* Why: .+\\n\\s*\\* Mirrors: .+\\n\\s*\\* Written by .+\\n\\s*\\*/\\n\\s*${name}: \\{`,
      );
      expect(source, name).toMatch(said);
    }
  });

  it('keeps what the build before wrote under its former keys: read, moved, the old key gone', () => {
    // As the version before this one wrote them.
    localStorage.setItem('appearance', JSON.stringify({ theme: 'dark', arabicTextSize: 'larger' }));
    const fit = { key: '1366x657', gap: 16, perCharacter: { arabic: 300, translation: 170 } };
    localStorage.setItem('hadith-lookup.new-tab-fit.amiri', JSON.stringify(fit));

    expect(readMirroredAppearance()).toEqual({ theme: 'dark', arabicTextSize: 'larger' });
    expect(recall('amiri')).toMatchObject(fit);
    expect(localStorage.getItem('appearance')).toBeNull();
    expect(localStorage.getItem('hadith-lookup.new-tab-fit.amiri')).toBeNull();
    expect(JSON.parse(localStorage.getItem('hadith-lookup:appearance')!)).toEqual({
      theme: 'dark',
      arabicTextSize: 'larger',
    });
    expect(recall('amiri')).toMatchObject(fit);
    expect(recall('fallback')).toBeNull();
  });

  it('reads a damaged or foreign value as none, and a write storage refuses leaves none behind', () => {
    localStorage.setItem(PAGE_MEMORY.newTabPlan.key, '{"upcoming":');
    expect(readStoredPlan()).toBeNull();
    localStorage.setItem(PAGE_MEMORY.newTabPlan.key, '{"upcoming": 3}');
    expect(readStoredPlan()).toBeNull();

    expect(writeMemory(PAGE_MEMORY.popupSearch, { query: 'patience' })).toBe(true);
    expect(writeMemory(PAGE_MEMORY.popupSearch, { query: 'x'.repeat(10_000) })).toBe(false);
    expect(readMemory(PAGE_MEMORY.popupSearch, (kept) => kept)).toBeNull();
  });
});
