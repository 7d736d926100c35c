/** Where each of the service's routes sits (production-service.md), all under /v1, and how long each may take. */

export const RANDOM_PATH = '/v1/hadiths/random';
export const DAILY_PATH = '/v1/hadiths/daily';
export const HADITHS_PATH = '/v1/hadiths';
export const COLLECTIONS_PATH = '/v1/collections';
export const MEANING_PATH = '/v1/hadiths/semantic-search';
export const explainPath = (id: number) => `/v1/hadiths/${id}/explain`;

/**
 * Production times out at 30 s server-side; a new tab should not wait that
 * long. The timeout covers the whole exchange, the body's last byte included.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * An explanation not written yet is written while the request waits: the
 * service cuts it at 30 s (a 408). A little longer here, so its own 408
 * arrives rather than a timeout of ours.
 */
export const EXPLANATION_TIMEOUT_MS = 35_000;
