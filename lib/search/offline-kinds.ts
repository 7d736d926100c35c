import type { HadithErrorKind } from '../hadith-error';

/**
 * Failures that what is held locally may stand in for: no key yet (the
 * bundled collection is there to search), the service unreachable, out of
 * credit, holding requests back, or answering what cannot be read (a proxy's
 * page, a body cut short or too large). A rejected key is never hidden.
 */
export const OFFLINE_KINDS: ReadonlySet<HadithErrorKind> = new Set<HadithErrorKind>([
  'no-key',
  'network',
  'timeout',
  'server',
  'bad-response',
  'rate-limited',
  'budget-spent',
  'no-credit',
]);
