import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = join(import.meta.dirname, '../../server/main.ts');

/** `tsx server/main.ts ARGS` as one process (no npx wrapper), so it can be stopped by its id. */
function serve(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { env });
}

async function exitOf(child: ChildProcessWithoutNullStreams) {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close', not 'exit': it waits for the output streams, so what was printed is all read.
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout, stderr };
}

/** Resolves with the first two lines once the server has printed them. */
function firstLines(child: ChildProcessWithoutNullStreams): Promise<string[]> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const lines = stdout.split('\n');
      if (lines.length > 2) resolve(lines.slice(0, 2));
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code} before listening`)));
  });
}

describe('npm run serve', () => {
  it('--port 0 listens on a free port, prints the address and the keys, stops on SIGTERM', async () => {
    const child = serve(['--port', '0', '--key', 'alpha', '--key', 'beta']);
    const exited = exitOf(child);
    const [listening, keys] = await firstLines(child);
    const match = /^listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(listening!);
    expect(match).not.toBeNull();
    expect(Number(match![2])).toBeGreaterThan(0);
    expect(keys).toBe('keys: alpha, beta');

    // 400 (an unknown parameter), not 401: the server at that address accepts the second key.
    const response = await fetch(`${match![1]}/v1/hadiths/search?lang=en`, {
      headers: { Authorization: 'Bearer beta' },
    });
    expect(response.status).toBe(400);

    child.kill('SIGTERM');
    expect((await exited).code).toBe(0);
  });

  it.concurrent.each([
    [['--bogus'], /bogus/],
    [['--port', 'abc'], /--port/],
    [['--port', '70000'], /--port/],
    [['--wire', 'xml'], /--wire must be production or bare/],
    [['--rate', '60'], /--rate must look like 60\/60/],
    [['--rate', '0/60'], /--rate/],
    [['--daily', '-1'], /daily/],
    [['--key', ''], /--key/],
    [['positional'], /positional/i],
  ])('%j exits 2 with a message and the usage', async (args, message) => {
    const { code, stderr } = await exitOf(serve(args));
    expect(code).toBe(2);
    expect(stderr).toMatch(message);
    expect(stderr).toContain('Usage: npm run serve');
  });

  it.concurrent('exits 2 when --data names a folder without the corpus', async () => {
    const { code, stderr } = await exitOf(serve(['--port', '0', '--data', '/no/such/dir']));
    expect(code).toBe(2);
    expect(stderr).toContain('/no/such/dir/corpus/hadiths.ar.jsonl.gz is missing');
  });

  it.concurrent('reads the data folder from HADITH_DATA_DIR', async () => {
    const env = { ...process.env, HADITH_DATA_DIR: '/no/such/env/dir' };
    const { code, stderr } = await exitOf(serve(['--port', '0'], env));
    expect(code).toBe(2);
    expect(stderr).toContain('/no/such/env/dir/corpus');
  });

  it('stops when its npm process is killed', { timeout: 30_000 }, async () => {
    // `npm run serve` as a person runs it: npm, its shell, then the service.
    const npm = spawn('npm', ['run', '--silent', 'serve', '--', '--port', '0'], {
      cwd: join(import.meta.dirname, '../..'),
    });
    const exited = exitOf(npm);
    const [listening] = await firstLines(npm);
    const url = /^listening on (\S+)$/.exec(listening!)![1]!;
    expect((await fetch(`${url}/v1/hadiths/random`)).status).toBe(401);

    npm.kill('SIGKILL');
    await exited;
    await expect
      .poll(
        () =>
          fetch(`${url}/v1/hadiths/random`).then(
            () => 'answering',
            () => 'stopped',
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe('stopped');
  });

  it.concurrent('--help prints the usage and exits 0', async () => {
    const { code, stdout } = await exitOf(serve(['--help']));
    expect(code).toBe(0);
    expect(stdout).toContain('--rate N/S');
  });
});
