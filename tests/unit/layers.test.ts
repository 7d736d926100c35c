import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_IMPORTS, FEATURES, LOWER, MIDDLE } from '../../scripts/layers.js';

/**
 * lib/'s layers are listed once (scripts/layers.js), enforced by ESLint, and
 * drawn in lib/README.md: every folder has a layer, and the drawing shows the
 * layers as listed.
 */

const LIB = join(import.meta.dirname, '../../lib');

/** The folders each line of lib/README.md's diagram names, top down, pages and components left out. */
function drawnLayers(): string[][] {
  const readme = readFileSync(join(LIB, 'README.md'), 'utf8');
  const diagram = /## Which way imports go\n\n```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  return diagram
    .split('\n')
    .map((line) => [...line.matchAll(/([a-z-]+)\//g)].map((match) => match[1]!))
    .filter((folders) => folders.length > 0 && !folders.includes('entrypoints'));
}

/** The imports between features that lib/README.md's table draws: feature → the features it imports. */
function drawnFeatureImports(): Record<string, string[]> {
  const readme = readFileSync(join(LIB, 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `([a-z-]+)\/` +\| ([^|]+)\|/gm)];
  return Object.fromEntries(
    rows.map(([, feature, imports]) => [
      feature!,
      [...imports!.matchAll(/`([a-z-]+)\/`/g)].map((match) => match[1]!).sort(),
    ]),
  );
}

/** Every file under `folder`, recursively. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** The imports between features that lib/'s code makes: feature → the features it imports. */
function madeFeatureImports(): Record<string, string[]> {
  const made: Record<string, Set<string>> = Object.fromEntries(
    FEATURES.map((feature) => [feature, new Set<string>()]),
  );
  for (const feature of FEATURES) {
    for (const file of filesUnder(join(LIB, feature)).filter((name) => /\.tsx?$/.test(name))) {
      for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)) {
        const target = path!.startsWith('@/lib/')
          ? join(LIB, path!.slice('@/lib/'.length))
          : path!.startsWith('.')
            ? resolve(dirname(file), path!)
            : null;
        const folder = target === null ? '' : relative(LIB, target).split('/')[0]!;
        if (folder !== feature && FEATURES.includes(folder)) made[feature]!.add(folder);
      }
    }
  }
  return Object.fromEntries(FEATURES.map((feature) => [feature, [...made[feature]!].sort()]));
}

describe("lib/'s layers", () => {
  it('give every folder of lib/ exactly one layer', () => {
    const folders = readdirSync(LIB, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const layered = [...LOWER, ...MIDDLE, ...FEATURES];
    expect(new Set(layered).size).toBe(layered.length);
    expect([...layered].sort()).toEqual(folders);
  });

  it('are drawn in lib/README.md as they are listed, features on top', () => {
    expect(drawnLayers().map((folders) => [...folders].sort())).toEqual(
      [FEATURES, MIDDLE, LOWER].map((folders) => [...folders].sort()),
    );
  });

  it('draw in lib/README.md the imports between features that scripts/layers.js allows', () => {
    const allowed = Object.fromEntries(
      FEATURES.map((feature) => [feature, [...(FEATURE_IMPORTS[feature] ?? [])].sort()]),
    );
    expect(drawnFeatureImports()).toEqual(allowed);
  });

  it('draw only imports between features that the code makes', () => {
    const allowed = Object.fromEntries(
      FEATURES.map((feature) => [feature, [...(FEATURE_IMPORTS[feature] ?? [])].sort()]),
    );
    expect(madeFeatureImports()).toEqual(allowed);
  });
});
