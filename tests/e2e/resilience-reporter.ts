import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import * as prettier from 'prettier';
import type { ResilienceRow } from './resilience';
import { parseRow, renderTable, replaceTable } from './resilience-table';

/**
 * Turns the `resilience` annotations of passed tests (tests/e2e/resilience.ts)
 * into docs/resilience.md's table. With UPDATE_RESILIENCE_TABLE=1 it
 * rewrites the table; otherwise a full run fails when the table is out of
 * step. Runs of a part of the suite (a file, -g, a project, --last-failed…)
 * neither check nor write: their rows are only part of the table. Nor does
 * `--list`, which runs no test.
 */
export default class ResilienceReporter implements Reporter {
  private config: FullConfig | null = null;
  private planned = 0;
  private ended = 0;
  private readonly rows: ResilienceRow[] = [];

  printsToStdio(): boolean {
    return false;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.config = config;
    this.planned = suite.allTests().length;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.ended += 1;
    if (result.status !== 'passed') return;
    for (const annotation of result.annotations) {
      if (annotation.type !== 'resilience') continue;
      const row = parseRow(annotation.description);
      if (row === null)
        throw new Error(`${test.title}: a resilience annotation without its four fields`);
      this.rows.push(row);
    }
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    // A failed run has failed already, and its table would lack the failed tests' rows.
    if (result.status !== 'passed' || this.config?.configFile === undefined) return undefined;
    if (this.ended < this.planned) return undefined;
    const configFile = this.config.configFile;
    const whole = countAllTests(configFile);
    if (whole !== this.planned) return undefined;

    const path = join(dirname(configFile), 'docs', 'resilience.md');
    const current = readFileSync(path, 'utf8');
    const options = { ...(await prettier.resolveConfig(path)), filepath: path };
    const expected = await prettier.format(replaceTable(current, renderTable(this.rows)), options);
    if (process.env.UPDATE_RESILIENCE_TABLE === '1') {
      if (expected !== current) writeFileSync(path, expected);
      console.log(`Resilience table: ${this.rows.length} rows written to docs/resilience.md.`);
      return undefined;
    }
    if (expected === current) return undefined;
    console.error(
      'docs/resilience.md’s table is out of step with the tests’ resilience rows.\n' +
        'Run the whole suite with UPDATE_RESILIENCE_TABLE=1 to rewrite it: ' +
        'UPDATE_RESILIENCE_TABLE=1 npx playwright test',
    );
    return { status: 'failed' };
  }
}

interface ListedSuite {
  specs?: { tests?: unknown[] }[];
  suites?: ListedSuite[];
}

/** Every test the config holds, unfiltered, as `playwright test --list` counts them. */
function countAllTests(configFile: string): number {
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  const listing = spawnSync(
    process.execPath,
    [cli, 'test', '--list', '--reporter=json', '--config', configFile],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: process.env },
  );
  if (listing.status !== 0) {
    throw new Error(`playwright test --list failed: ${listing.stderr}`);
  }
  const report = JSON.parse(listing.stdout) as ListedSuite;
  const count = (suite: ListedSuite): number =>
    (suite.specs ?? []).reduce((sum, spec) => sum + (spec.tests?.length ?? 0), 0) +
    (suite.suites ?? []).reduce((sum, child) => sum + count(child), 0);
  return count(report);
}
