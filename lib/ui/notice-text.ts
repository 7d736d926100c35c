import { i18n } from '#i18n';
import type { HadithErrorKind } from '../hadith-error';
import { languageName } from '../locale/language-options';
import { isStandIn, type PreparedHadith, type ServiceNotice } from '../hadith/prepared-hadith';
import { DAILY_LIMIT_EXCEEDED } from '../service/codes';
import { formatHourMinute } from '../locale/locale';

/** The new tab's discreet line under a saved hadith: why it is not a fresh one. */

/** Kinds the user fixes in the options: the line links there. */
export const FIXED_IN_OPTIONS: ReadonlySet<HadithErrorKind> = new Set([
  'no-key',
  'unauthorized',
  'not-found',
  'bad-response',
  'budget-spent',
]);

/** The service's refusals by code, in the few words the line has room for. */
const REFUSALS: ReadonlyMap<string, () => string> = new Map([
  ['INVALID_API_KEY_FORMAT', () => i18n.t('notice.keyFormat')],
  ['INVALID_API_KEY', () => i18n.t('notice.unknownKey')],
  ['KEY_REVOKED', () => i18n.t('notice.keyRevoked')],
  ['ACCOUNT_SUSPENDED', () => i18n.t('notice.suspended')],
  ['ACCOUNT_SUSPENDED_FRAUD', () => i18n.t('notice.suspended')],
  ['IP_NOT_WHITELISTED', () => i18n.t('notice.ipNotAllowed')],
]);

function reason({ kind, until, code }: ServiceNotice): string {
  const refusal = code === null || code === undefined ? undefined : REFUSALS.get(code);
  if (refusal !== undefined) return refusal();
  switch (kind) {
    case 'no-key':
      return i18n.t('notice.noKey');
    case 'network':
      return i18n.t('notice.offline');
    case 'timeout':
      return i18n.t('notice.slow');
    case 'server':
      return i18n.t('notice.unavailable');
    case 'rate-limited':
      if (code === DAILY_LIMIT_EXCEEDED && until !== null) {
        return i18n.t('notice.dailyLimitUntil', [formatHourMinute(until)]);
      }
      return until === null
        ? i18n.t('notice.rateLimited')
        : i18n.t('notice.rateLimitedUntil', [formatHourMinute(until)]);
    case 'budget-spent':
      return i18n.t('notice.budget');
    case 'unauthorized':
      return i18n.t('notice.unauthorized');
    case 'no-credit':
      return i18n.t('notice.noCredit');
    case 'forbidden':
      return i18n.t('notice.forbidden');
    default:
      return i18n.t('notice.badAddress');
  }
}

/** "Offline · a saved hadith", or null for a fresh one. */
export function noticeText(entry: PreparedHadith): string | null {
  if (entry.notice === null) return null;
  const what = i18n.t(entry.source === 'bundled' ? 'notice.fromBundle' : 'notice.fromSaved');
  return `${reason(entry.notice)} · ${what}`;
}

/** Says so when the bundled set has no translation in the user's language. */
export function languageText(entry: PreparedHadith): string | null {
  if (!isStandIn(entry)) return null;
  return i18n.t('notice.languageFallback', [
    languageName(entry.language),
    languageName(entry.hadith.language),
  ]);
}
