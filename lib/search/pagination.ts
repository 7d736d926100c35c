import type { Pagination } from '../hadith/hadith';

/**
 * The pagination object as the service computes it, shared by the local
 * service and the extension's offline search so both page alike.
 */
export function paginationFor(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    page,
    limit,
    total,
    totalPages,
    hasNext: page < totalPages,
    // "An earlier page exists": never when nothing matched.
    hasPrev: page > 1 && totalPages > 0,
  };
}
