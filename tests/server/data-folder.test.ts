import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A missing data folder is said in one line that names it and HADITH_DATA_DIR,
 * by every command that reads it (issue 34): `npm start`, the build, and the
 * test runners, rather than by a stack trace from the first file copied or a
 * failure in every test. (`npm run serve`: tests/server/cli.test.ts.)
 */

const ROOT = join(import.meta.dirname, '../..');
const MISSING = join(tmpdir(), 'no-hadith-data-here');
const outDir = mkdtempSync(join(tmpdir(), 'hadith-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function run(args: string[]) {
  const result = spawnSync(args[0]!, args.slice(1), {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, HADITH_DATA_DIR: MISSING, WXT_OUT_DIR: outDir, CI: 'true' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The one line of `output` that names the missing data. */
function saying(output: string): string | undefined {
  return output.split('\n').find((line) => line.includes('Hadith data not found'));
}

describe('a missing data folder', () => {
  it('stops npm start before the build, in one line naming the folder and the variable', () => {
    const { status, output } = run([process.execPath, '--import', 'tsx', 'scripts/start.ts']);
    expect(status).toBe(1);
    expect(saying(output)).toContain(MISSING);
    expect(saying(output)).toContain('HADITH_DATA_DIR');
    expect(output).not.toContain('copyfile');
  });

  it.each([
    ['the build', ['npx', 'wxt', 'build', '--mode', 'e2e']],
    ['Vitest', ['npx', 'vitest', 'run', 'tests/server/cli.test.ts']],
    ['Playwright', ['npx', 'playwright', 'test', 'tests/e2e/locale.spec.ts']],
  ])('stops %s in one line naming the folder and the variable', { timeout: 90_000 }, (_, args) => {
    const { status, output } = run(args);
    expect(status).toBe(2);
    expect(saying(output)).toContain(MISSING);
    expect(saying(output)).toContain('HADITH_DATA_DIR');
    expect(output).not.toContain('copyfile');
    // No stack trace under it.
    expect(output).not.toMatch(/^\s+at /m);
  });
});
