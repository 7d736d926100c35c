import type { HadithErrorKind } from './hadith-error';
import { languageName } from './language-options';
import type { PreparedHadith, ServiceNotice } from './new-tab';

/** The new tab's discreet line under a saved hadith: why it is not a fresh one. */

/** Kinds the user fixes in the options: the line links there. */
export const FIXED_IN_OPTIONS: ReadonlySet<HadithErrorKind> = new Set([
  'no-key',
  'unauthorized',
  'not-found',
  'bad-response',
  'budget-spent',
]);

function time(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

function reason({ kind, until }: ServiceNotice): string {
  switch (kind) {
    case 'no-key':
      return 'No API key yet';
    case 'network':
      return 'Offline';
    case 'timeout':
      return 'The service is slow to answer';
    case 'server':
      return 'The service is unavailable';
    case 'rate-limited':
      return until === null ? 'Rate-limited' : `Rate-limited until ${time(until)}`;
    case 'budget-spent':
      return 'Daily budget reached';
    case 'unauthorized':
      return 'The service rejected your API key';
    case 'no-credit':
      return 'No credits left on your account';
    case 'forbidden':
      return 'The service refused access';
    default:
      return 'The service address does not answer as expected';
  }
}

/** "Offline · a saved hadith", or null for a fresh one. */
export function noticeText(entry: PreparedHadith): string | null {
  if (entry.notice === null) return null;
  const what = entry.source === 'bundled' ? 'from the built-in collection' : 'a saved hadith';
  return `${reason(entry.notice)} · ${what}`;
}

/** Says so when the bundled set has no translation in the user's language. */
export function languageText(entry: PreparedHadith): string | null {
  if (entry.hadith.language === entry.language) return null;
  return `No ${languageName(entry.language)} translation offline: shown in ${languageName(entry.hadith.language)}.`;
}
