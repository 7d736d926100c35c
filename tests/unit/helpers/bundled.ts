import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BundledRecord, LoadBundledRecords } from '@/lib/hadith/bundled-collection';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDir = process.env.HADITH_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');

/** The real offline.json from the data folder, as the built extension ships it. */
export const loadBundledFromDataDir: LoadBundledRecords = async () =>
  JSON.parse(
    await readFile(path.join(dataDir, 'offline', 'offline.json'), 'utf8'),
  ) as BundledRecord[];
