/**
 * What the service fixes and pages need to know without loading the client:
 * small, with no side effects, so the new tab's first paint and the popup can
 * import it.
 */

/**
 * The Mumin Hadith API's hosts: every route sits under /v1, and the manifest
 * grants them at install (wxt.config.ts); any other address is asked for.
 */
export const PRODUCTION_HOSTS: readonly string[] = ['api.hadith.mumin.ink', 'api.mumin.ink'];

/** The service's documented maximum page size. */
export const MAX_PAGE_SIZE = 100;

/**
 * The service's code for a key's spent daily cap (a 429 with `limit`, `used`
 * and `resetsAt`): it says until when, and the wait belongs to that key alone.
 */
export const DAILY_LIMIT_EXCEEDED = 'DAILY_LIMIT_EXCEEDED';
