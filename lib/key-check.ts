import { browser } from '#imports';
import { budgetStatus, trySpendRequest } from './daily-budget';
import { classifyKeyCheck, type KeyCheck } from './key-check-outcome';
import { REQUEST_TIMEOUT_MS } from './api-client';
import { checkServiceUrl, hostPermissionPattern } from './url-validation';

/** The values typed in the options form, tested before (or without) saving them. */
export interface KeyCheckRequest {
  apiKey: string;
  apiBaseUrl: string;
  language: string;
}

export interface KeyCheckDeps {
  now?: () => number;
  timeoutMs?: number;
  /** Whether the extension may reach this origin pattern (browser.permissions.contains). */
  hasPermission?: (pattern: string) => Promise<boolean>;
}

const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

function grantedBy(pattern: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [pattern] });
}

/**
 * Sends one random-hadith request with the typed key to the typed address and
 * says what came back. The key goes only to an address that passes the same
 * checks as a saved one and that the user granted; the request is spent from
 * the daily budget like any other.
 */
export async function checkKey(
  request: KeyCheckRequest,
  deps: KeyCheckDeps = {},
): Promise<KeyCheck> {
  const now = deps.now ?? Date.now;
  const key = request.apiKey.trim();
  if (key === '') return { outcome: 'no-key' };
  const address = checkServiceUrl(request.apiBaseUrl);
  if (!address.ok) return { outcome: 'bad-address', problem: address.problem };
  const pattern = hostPermissionPattern(address.url);
  if (!(await (deps.hasPermission ?? grantedBy)(pattern))) {
    return { outcome: 'no-permission', host: new URL(address.url).hostname };
  }
  if (!(await trySpendRequest(now()))) {
    return { outcome: 'budget-spent', resetsAt: (await budgetStatus(now())).resetsAt };
  }

  const language = LANGUAGE_CODE.test(request.language.trim()) ? request.language.trim() : 'en';
  const url = new URL(`${address.url}/v1/hadiths/random`);
  url.search = new URLSearchParams({ language }).toString();
  try {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${key}`, Accept: 'application/json' },
      credentials: 'omit',
      signal: AbortSignal.timeout(deps.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return classifyKeyCheck({
      status: response.status,
      headers: response.headers,
      text,
      now: now(),
      apiKey: key,
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { outcome: 'unreachable', timedOut };
  }
}
