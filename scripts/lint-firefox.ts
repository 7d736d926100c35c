import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInstance, type LinterMessage } from 'addons-linter';

/**
 * Mozilla's linter over both Firefox builds (`npm run build:firefox`), in
 * a few lines: it fails on any error, and on any warning but the one known
 * to be harmless, which it names once rather than in a table per build.
 *
 * The known warning: an `innerHTML` assignment inside Preact's renderer,
 * reached only through `dangerouslySetInnerHTML`, which this code never uses
 * (hadith text is always rendered as text).
 */

const OUT_DIR = resolve(import.meta.dirname, '..', process.env.WXT_OUT_DIR ?? '.output');
const BUILDS = ['firefox-mv2', 'firefox-mv3'];

/** Preact's own `innerHTML`, the one for `dangerouslySetInnerHTML` (`props.__html`). */
function isPreactsInnerHtml(build: string, warning: LinterMessage): boolean {
  if (warning.code !== 'UNSAFE_VAR_ASSIGNMENT' || warning.file === undefined) return false;
  const source = readFileSync(join(OUT_DIR, build, warning.file), 'utf8');
  return /\.innerHTML=\w+\.__html/.test(source);
}

function describe(build: string, { code, message, file, line }: LinterMessage): string {
  return `${build}: ${code}: ${message}${file === undefined ? '' : ` (${file}${line === undefined ? '' : `:${line}`})`}`;
}

let failed = false;
for (const build of BUILDS) {
  const result = await createInstance({
    config: {
      _: [join(OUT_DIR, build)],
      logLevel: 'fatal',
      stack: false,
      pretty: false,
      warningsAsErrors: false,
      metadata: false,
      output: 'none',
      boring: true,
      selfHosted: false,
    },
    runAsBinary: false,
  }).run();
  const unknown = result.warnings.filter((warning) => !isPreactsInnerHtml(build, warning));
  const known = result.warnings.length - unknown.length;
  for (const message of [...result.errors, ...unknown]) console.error(describe(build, message));
  failed ||= result.errors.length > 0 || unknown.length > 0;
  console.log(
    `addons-linter ${build}: ${result.errors.length} errors, ${unknown.length} warnings` +
      (known > 0
        ? ` (and Preact's innerHTML, for dangerouslySetInnerHTML, which is never used)`
        : ''),
  );
}
if (failed) process.exit(1);
