import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES, LOWER, MIDDLE } from '../../scripts/layers.js';

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
});
