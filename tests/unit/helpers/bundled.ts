import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BundledRecord, LoadBundledRecords } from '@/lib/hadith/bundled-collection';
import { DATA_DIR } from './data-dir';

/** The real offline.json from the data folder, as the built extension ships it. */
export const loadBundledFromDataDir: LoadBundledRecords = async () =>
  JSON.parse(
    await readFile(path.join(DATA_DIR, 'offline', 'offline.json'), 'utf8'),
  ) as BundledRecord[];
