import type { PublicPath } from 'wxt/browser';

/**
 * sunnah.com's numbers read as the data's, as the build packs them
 * (scripts/build/sunnah-numbers.ts): "Muslim 8a" is the data's Muslim 93.
 * Read once, when a reference in that numbering is first asked for.
 */

/** Where wxt.config.ts puts it (added by a hook, so WXT's path types miss it). */
const TABLE_PATH = '/reader/sunnah-numbers.json' as PublicPath;

let table: Promise<Record<string, Record<string, number>>> | null = null;

async function loadTable(): Promise<Record<string, Record<string, number>>> {
  const response = await fetch(browser.runtime.getURL(TABLE_PATH));
  if (!response.ok)
    throw new Error(`${TABLE_PATH} is missing from the package (${response.status})`);
  return (await response.json()) as Record<string, Record<string, number>>;
}

/**
 * The data's numbers by sunnah.com's ("8a" → 93) for collection `slug`; null
 * for a collection numbered one way only, where sunnah.com's number is the data's.
 */
export async function sunnahNumbering(slug: string): Promise<Record<string, number> | null> {
  table ??= loadTable().catch((error: unknown) => {
    table = null;
    throw error;
  });
  return (await table)[slug] ?? null;
}
