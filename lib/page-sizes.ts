/** Results per page offered in the search pages; the service's default is 20. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
