/** Results per page offered in the search pages; the service's default is 20. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** A page size the search pages offer; anything else becomes the nearest one. */
export function offeredPageSize(value: number): number {
  return PAGE_SIZES.reduce((best, size) =>
    Math.abs(size - value) < Math.abs(best - value) ? size : best,
  );
}
