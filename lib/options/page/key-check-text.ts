import { i18n } from '#i18n';
import type { KeyCheck } from '../../service/key-check-outcome';
import { cleanApiKey } from '../../storage/settings';
import { PRODUCTION_HOSTS } from '../../service/codes';
import { checkServiceUrl } from '../../service/url-validation';
import { typedApiBase } from './settings-form';
import { refusalText } from '../../ui/refusal-text';
import { formatHourMinute, formatNumber, formatTime, plural } from '../../locale/locale';

/** The production key format: `sk_mumin_` and 41, 42 or 73 characters in all. */
const PRODUCTION_KEY = /^sk_mumin_[A-Za-z0-9_-]+$/;
const PRODUCTION_LENGTHS = new Set([41, 42, 73]);

/**
 * A warning when a typed key does not look like a production key, for the
 * production service only (`apiBaseUrl` as typed; blank is production): the
 * local service's `demo-key` is a key there. Null when it looks right or is empty.
 */
export function keyFormatWarning(value: string, apiBaseUrl: string): string | null {
  const key = cleanApiKey(value);
  if (key === '' || (PRODUCTION_KEY.test(key) && PRODUCTION_LENGTHS.has(key.length))) return null;
  if (!isProductionAddress(typedApiBase(apiBaseUrl))) return null;
  return i18n.t('keyCheck.formatWarning');
}

/** Whether a typed address names the production service; false when it is not an address. */
function isProductionAddress(typed: string): boolean {
  const address = checkServiceUrl(typed);
  return address.ok && PRODUCTION_HOSTS.includes(new URL(address.url).hostname);
}

function clock(time: number): string {
  return formatTime(time, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Whether the test's result is good news, bad news about the key, or about the address. */
export type KeyCheckTone = 'success' | 'error' | 'warning';

export function keyCheckTone(check: KeyCheck): KeyCheckTone {
  if (check.outcome === 'works') return 'success';
  return check.outcome === 'rate-limited' || check.outcome === 'budget-spent' ? 'warning' : 'error';
}

/** The sentence the options page shows for a key test. */
export function describeKeyCheck(check: KeyCheck): string {
  switch (check.outcome) {
    case 'works': {
      const limit = check.rateLimit;
      if (limit === null) return i18n.t('keyCheck.works');
      const left = formatNumber(limit.remaining);
      return limit.limit === null
        ? plural('keyCheck.worksLeft', limit.remaining, [left])
        : plural('keyCheck.worksLeftOf', limit.limit, [left, formatNumber(limit.limit)]);
    }
    case 'rejected':
      return (
        refusalText(check.code ?? undefined) ??
        i18n.t('keyCheck.rejected', [check.code ? `401 ${check.code}` : '401'])
      );
    case 'no-credit':
      return i18n.t('keyCheck.noCredit');
    case 'forbidden':
      return (
        refusalText(check.code ?? undefined) ??
        i18n.t('keyCheck.forbidden', [check.code ? `403 ${check.code}` : '403'])
      );
    case 'rate-limited': {
      if (check.retryAt === null) {
        return i18n.t(check.daily ? 'keyCheck.dailyCapWhile' : 'keyCheck.rateLimitedWhile');
      }
      if (check.daily && check.limit !== null) {
        const until = formatHourMinute(check.retryAt);
        return plural('keyCheck.dailyCapOf', check.limit, [formatNumber(check.limit), until]);
      }
      const until = clock(check.retryAt);
      return i18n.t(check.daily ? 'keyCheck.dailyCap' : 'keyCheck.rateLimited', [until]);
    }
    case 'server-error':
      return (
        refusalText(check.code ?? undefined) ??
        i18n.t('keyCheck.serverError', [String(check.status)])
      );
    case 'unreachable':
      return i18n.t(check.timedOut ? 'keyCheck.timedOut' : 'keyCheck.unreachable');
    case 'not-this-service': {
      const key = (
        {
          'not-found': 'keyCheck.notFound',
          'not-json': 'keyCheck.notJson',
          'bad-shape': 'keyCheck.badShape',
        } as const
      )[check.reason];
      return i18n.t(key, [String(check.status)]);
    }
    case 'no-key':
      return i18n.t('keyCheck.noKey');
    case 'bad-address':
      return i18n.t('common.fieldProblem', [i18n.t('options.apiBaseUrl'), check.problem]);
    case 'no-permission':
      return i18n.t('keyCheck.noPermission', [check.host]);
    case 'budget-spent':
      return i18n.t('keyCheck.budgetSpent', [clock(check.resetsAt)]);
  }
}

/** Test's outcomes that sent nothing: they say nothing of the key. */
const NOTHING_SENT: ReadonlySet<KeyCheck['outcome']> = new Set([
  'no-key',
  'bad-address',
  'no-permission',
  'budget-spent',
]);

/**
 * What a save says of the key it saved: what the last Test of that key, at
 * that address, found; or, for a key new to the settings, that it was not
 * tested. Null for a key saved before and not tested now.
 */
export function savedKeyNote(tested: KeyCheck | null, keyIsNew: boolean): string | null {
  if (tested === null || NOTHING_SENT.has(tested.outcome)) {
    return keyIsNew ? i18n.t('keyCheck.savedUntested') : null;
  }
  if (tested.outcome === 'works') return i18n.t('keyCheck.savedWorks');
  if (tested.outcome === 'rejected' || tested.outcome === 'forbidden') {
    return i18n.t('keyCheck.savedRefused');
  }
  return i18n.t('keyCheck.savedTested', [describeKeyCheck(tested)]);
}
