import { storage } from '#imports';
import type { ImportProgress } from './file';

/**
 * How far the import under way has got: written by the background as it
 * goes, watched by the options page that started it (its `job`). In the
 * session's storage: an import does not outlive the browser, and neither
 * does its progress.
 */
export const importProgress = storage.defineItem<ImportProgress | null>('session:importProgress', {
  fallback: null,
});
