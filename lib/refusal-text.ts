import { i18n } from '#i18n';

/**
 * The service's refusals of a key or an account, each named in plain words,
 * the same in the popup's errors and in the options' key test (its codes are
 * in production-service.md, Errors). Null for a code this extension does
 * not know: the caller then says what the status says.
 */
export function refusalText(code: string | undefined): string | null {
  switch (code) {
    case 'MISSING_API_KEY':
      return i18n.t('refusal.missingKey');
    case 'INVALID_API_KEY_FORMAT':
      return i18n.t('refusal.keyFormat');
    case 'INVALID_API_KEY':
      return i18n.t('refusal.unknownKey');
    case 'USER_NOT_FOUND':
      return i18n.t('refusal.noAccount');
    case 'KEY_REVOKED':
      return i18n.t('refusal.keyRevoked');
    case 'ACCOUNT_SUSPENDED':
    case 'ACCOUNT_SUSPENDED_FRAUD':
      return i18n.t('refusal.suspended');
    case 'IP_NOT_WHITELISTED':
      return i18n.t('refusal.ipNotAllowed');
    case 'BALANCE_DEPLETED':
      return i18n.t('refusal.noCredit');
    case 'AUTHENTICATION_FAILED':
      return i18n.t('refusal.checkFailed');
    default:
      return null;
  }
}

/** Where the service's accounts, keys and credits are managed. */
export const DASHBOARD_URL = 'https://dashboard.mumin.ink';

/** Refusals only the dashboard can lift: a new key, credits, the account, the allowed addresses. */
const FIXED_ON_DASHBOARD: ReadonlySet<string> = new Set([
  'INVALID_API_KEY',
  'USER_NOT_FOUND',
  'KEY_REVOKED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_SUSPENDED_FRAUD',
  'IP_NOT_WHITELISTED',
  'BALANCE_DEPLETED',
]);

export function fixedOnDashboard(code: string | undefined): boolean {
  return code !== undefined && FIXED_ON_DASHBOARD.has(code);
}
