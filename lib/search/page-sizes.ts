import { SETTINGS } from '../storage/setting-table';

/** Results per page offered in the search pages; the service's default is 20. */
export const PAGE_SIZES = [10, 20, 50] as const;
/** The setting's fallback (lib/storage/setting-table.ts). */
export const DEFAULT_PAGE_SIZE = SETTINGS.resultsPerPage.fallback;

/** A page size the search pages offer; anything else becomes the nearest one. */
export function offeredPageSize(value: number): number {
  return PAGE_SIZES.reduce((best, size) =>
    Math.abs(size - value) < Math.abs(best - value) ? size : best,
  );
}
