import { resolve } from 'node:path';
import { defaultOptions } from '../server/app';
import { checkDataDir, DataDirError } from '../server/corpus';

/**
 * For the test runners' global setups: unless the data folder (HADITH_DATA_DIR,
 * else ../shared/data) holds the corpus, ends the run before any test, in the
 * one line that names the file and the variable (exit code 2, as `npm run
 * serve` does), rather than with a failure in every test that starts a service.
 */
export async function requireDataDir(): Promise<void> {
  try {
    await checkDataDir(resolve(defaultOptions().dataDir));
  } catch (error) {
    if (!(error instanceof DataDirError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
