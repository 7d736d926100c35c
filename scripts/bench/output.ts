import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../launch-extension';

/** Where the benchmarks write: `${WXT_OUT_DIR ?? '.output'}/bench/`. */
export const BENCH_OUTPUT_DIR = join(REPO_ROOT, process.env.WXT_OUT_DIR ?? '.output', 'bench');

/** Every module's figures, merged (./run.ts). */
export const RESULTS_PATH = join(BENCH_OUTPUT_DIR, 'results.json');

/**
 * Keeps a page's counted timings and its static copy's, round by round, as
 * `<name>-rounds.json` beside the results: what the ratios were estimated
 * from, for anyone who would read them another way.
 */
export function keepRounds(name: string, page: readonly number[], plain: readonly number[]): void {
  mkdirSync(BENCH_OUTPUT_DIR, { recursive: true });
  writeFileSync(
    join(BENCH_OUTPUT_DIR, `${name}-rounds.json`),
    `${JSON.stringify({ page, plain })}\n`,
  );
}
