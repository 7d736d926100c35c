import { i18n } from '#i18n';
import type { HadithError } from './hadith-error';
import { formatTime } from './ui-locale';

/** A time of day in the interface's locale, for "until 14:05:30". */
function clock(epochMs: number): string {
  return formatTime(epochMs, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** Turns an error into a sentence a person can act on. */
export function describeError(error: HadithError): string {
  switch (error.kind) {
    case 'no-key':
      return i18n.t('error.noKey');
    case 'unauthorized':
      return i18n.t('error.unauthorized');
    case 'no-credit':
      return i18n.t('error.noCredit');
    case 'forbidden':
      return i18n.t('error.forbidden');
    case 'rate-limited': {
      const daily = error.code === 'DAILY_LIMIT_EXCEEDED';
      if (error.retryAt === undefined) {
        return i18n.t(daily ? 'error.dailyLimit' : 'error.rateLimited');
      }
      return i18n.t(daily ? 'error.dailyLimitUntil' : 'error.rateLimitedUntil', [
        clock(error.retryAt),
      ]);
    }
    case 'budget-spent':
      return i18n.t('error.budgetSpent');
    case 'bad-request':
      // Without a status the extension refused the input itself, and its message says why.
      if (error.status === undefined) return error.message;
      return error.serverMessage
        ? i18n.t('error.badRequestBecause', [error.serverMessage])
        : i18n.t('error.badRequest');
    case 'not-found':
      return i18n.t('error.notFound');
    case 'server':
      return error.status
        ? i18n.t('error.serverStatus', [String(error.status)])
        : i18n.t('error.server');
    case 'network':
      return i18n.t('error.network');
    case 'timeout':
      return i18n.t('error.timeout');
    case 'bad-response':
      return i18n.t('error.badResponse');
  }
}
