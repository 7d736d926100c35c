import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The shared data folder: HADITH_DATA_DIR, else ../shared/data beside the repository. */
export const DATA_DIR = process.env.HADITH_DATA_DIR ?? path.resolve(repoRoot, '../shared/data');
