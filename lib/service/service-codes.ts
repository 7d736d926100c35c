/**
 * The service's code for a key's spent daily cap (a 429 with `limit`, `used`
 * and `resetsAt`): it says until when, and the wait belongs to that key alone.
 * Its own module, so the new tab's first paint can name it without the client.
 */
export const DAILY_LIMIT_EXCEEDED = 'DAILY_LIMIT_EXCEEDED';
