import { i18n } from '#i18n';

/**
 * The service's refusals of a key or an account, each named in plain words,
 * the same in the popup's errors and in the options' key test (its codes are
 * in production-service.md, Errors). Null for a code this extension does
 * not know: the caller then says what the status says.
 */
// A Map: the code comes from the network, and `constructor` is no refusal.
const REFUSALS: ReadonlyMap<string, () => string> = new Map([
  ['MISSING_API_KEY', () => i18n.t('refusal.missingKey')],
  ['INVALID_API_KEY_FORMAT', () => i18n.t('refusal.keyFormat')],
  ['INVALID_API_KEY', () => i18n.t('refusal.unknownKey')],
  ['USER_NOT_FOUND', () => i18n.t('refusal.noAccount')],
  ['AUTHENTICATION_FAILED', () => i18n.t('refusal.checkFailed')],
  ['KEY_REVOKED', () => i18n.t('refusal.keyRevoked')],
  ['ACCOUNT_SUSPENDED', () => i18n.t('refusal.suspended')],
  ['ACCOUNT_SUSPENDED_FRAUD', () => i18n.t('refusal.suspended')],
  ['IP_NOT_WHITELISTED', () => i18n.t('refusal.ipNotAllowed')],
  ['BALANCE_DEPLETED', () => i18n.t('refusal.noCredit')],
]);

export function refusalText(code: string | undefined): string | null {
  return code === undefined ? null : (REFUSALS.get(code)?.() ?? null);
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
