import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Bytes as the benchmarks count them: gzipped at the highest level, read from the build. */

function gzipped(dir: string, path: string): number {
  return gzipSync(readFileSync(join(dir, path)), { level: 9 }).length;
}

/** The JS and CSS among `urls` (the extension's own), gzipped: what a page loaded, font excluded. */
export function scriptAndStyleBytes(dir: string, urls: string[]): number {
  const files = new Set(
    urls
      .filter((url) => /^(chrome|moz)-extension:\/\//.test(url) && /\.(js|css)$/.test(url))
      .map((url) => new URL(url).pathname),
  );
  return [...files].reduce((total, path) => total + gzipped(dir, path), 0);
}

/**
 * What a page needs for its first paint, gzipped: its HTML, its stylesheets
 * and its classic scripts (the paint script). Module scripts are left out:
 * the pages painted early start theirs after the first frame
 * (scripts/build/first-paint-html.ts). The font is excluded, as it is everywhere.
 */
export function firstPaintBytes(dir: string, page: string): number {
  const html = readFileSync(join(dir, page), 'utf8');
  const linked = [
    ...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g),
    ...html.matchAll(/<script(?![^>]*type="module")[^>]* src="([^"]+)"/g),
  ].map((match) => match[1]!);
  return linked.reduce((total, path) => total + gzipped(dir, path), gzipped(dir, page));
}
