import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { assertE2eBuild } from '../launch-extension';
import { BENCH_OUTPUT_DIR, RESULTS_PATH } from './output';

/**
 * `npm run bench`: runs each bench module against the e2e build, prints one
 * table and merges the figures into `${WXT_OUT_DIR ?? '.output'}/bench/results.json`.
 * `npm run bench -- newtab` runs only the named modules; the others' last
 * figures stay in the file.
 */

/** Figures keyed `<prefix>.<name>`, e.g. `newtab.ratio`. */
export type BenchResult = Record<string, number>;
export type BenchModule = () => Promise<BenchResult>;

const MODULES: Record<string, () => Promise<{ default: BenchModule }>> = {
  newtab: () => import('./newtab-bench'),
  search: () => import('./search-bench'),
  favourites: () => import('./favourites-bench'),
  background: () => import('./background-bench'),
  reader: () => import('./reader-bench'),
};

function readPrevious(): BenchResult {
  if (!existsSync(RESULTS_PATH)) return {};
  return JSON.parse(readFileSync(RESULTS_PATH, 'utf8')) as BenchResult;
}

function printTable(results: BenchResult): void {
  const rows = Object.entries(results).map(([name, value]) => [name, String(value)] as const);
  const width = Math.max(6, ...rows.map(([name]) => name.length));
  const valueWidth = Math.max(5, ...rows.map(([, value]) => value.length));
  const line = `| ${'-'.repeat(width)} | ${'-'.repeat(valueWidth)} |`;
  console.log(`| ${'metric'.padEnd(width)} | ${'value'.padStart(valueWidth)} |`);
  console.log(line);
  for (const [name, value] of rows) {
    console.log(`| ${name.padEnd(width)} | ${value.padStart(valueWidth)} |`);
  }
}

async function main(): Promise<void> {
  assertE2eBuild();
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !(name in MODULES));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown bench ${unknown.join(', ')}; known: ${Object.keys(MODULES).join(', ')}`,
    );
  }
  const names = wanted.length > 0 ? wanted : Object.keys(MODULES);
  const results: BenchResult = {};
  for (const name of names) {
    const started = Date.now();
    const { default: run } = await MODULES[name]!();
    Object.assign(results, await run());
    console.error(`bench ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  printTable(results);
  mkdirSync(BENCH_OUTPUT_DIR, { recursive: true });
  // Another module's last figures stay; those of the modules just run are replaced whole.
  const kept = Object.entries(readPrevious()).filter(
    ([key]) => !names.some((name) => key.startsWith(`${name}.`)),
  );
  const merged = { ...Object.fromEntries(kept), ...results };
  writeFileSync(RESULTS_PATH, `${JSON.stringify(merged, null, 2)}\n`);
  console.error(`written to ${RESULTS_PATH}`);
}

await main();
