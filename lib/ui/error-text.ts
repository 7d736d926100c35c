import { i18n } from '#i18n';
import { isolateAddress } from '../hadith/bidi';
import type { HadithError } from '../hadith-error';
import { refusalText } from './refusal-text';
import { DAILY_LIMIT_EXCEEDED } from '../service/codes';
import { formatHourMinute, formatNumber, formatTime, plural } from '../locale/locale';

/** A time of day in the interface's locale, for "until 14:05:30". */
function clock(epochMs: number): string {
  return formatTime(epochMs, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** "Today's limit of 500 requests is reached; searches resume at 03:00", as far as known. */
function dailyLimitText({ retryAt, limit }: HadithError): string {
  if (retryAt === undefined) return i18n.t('error.dailyLimit');
  if (limit === undefined) return i18n.t('error.dailyLimitUntil', [formatHourMinute(retryAt)]);
  return plural('error.dailyLimitOf', limit, [formatNumber(limit), formatHourMinute(retryAt)]);
}

/** Turns an error into a sentence a person can act on. */
export function describeError(error: HadithError): string {
  switch (error.kind) {
    case 'no-key':
      return i18n.t('error.noKey');
    case 'unauthorized':
      return refusalText(error.code) ?? i18n.t('error.unauthorized');
    case 'no-credit':
      return refusalText(error.code) ?? i18n.t('error.noCredit');
    case 'forbidden':
      return refusalText(error.code) ?? i18n.t('error.forbidden');
    case 'rate-limited':
      if (error.code === DAILY_LIMIT_EXCEEDED) return dailyLimitText(error);
      return error.retryAt === undefined
        ? i18n.t('error.rateLimited')
        : i18n.t('error.rateLimitedUntil', [clock(error.retryAt)]);
    case 'budget-spent':
      return i18n.t('error.budgetSpent');
    case 'bad-request':
      // Without a status the extension refused the input itself, and its message says why.
      if (error.status === undefined) return error.message;
      return error.serverMessage
        ? i18n.t('error.badRequestBecause', [error.serverMessage])
        : i18n.t('error.badRequest');
    case 'not-found':
      return error.suggestedAddress === undefined
        ? i18n.t('error.notFound')
        : i18n.t('error.searchNotFound', [isolateAddress(error.suggestedAddress)]);
    case 'server':
      return (
        refusalText(error.code) ??
        (error.status
          ? i18n.t('error.serverStatus', [String(error.status)])
          : i18n.t('error.server'))
      );
    case 'network':
      return i18n.t('error.network');
    case 'timeout':
      return i18n.t('error.timeout');
    case 'bad-response':
      return i18n.t('error.badResponse');
  }
}
