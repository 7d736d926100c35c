import { browser } from '#imports';
import type { ApiClient } from './api-client';
import { HadithError } from '../hadith-error';
import { keyCheckFromError, type KeyCheck } from './key-check-outcome';
import { checkServiceUrl, hostPermissionPattern } from './url-validation';
import { isLanguageCode } from '../locale/text-direction';
import { cleanApiKey, DEFAULT_LANGUAGE } from '../storage/settings';

/** The values typed in the options form, tested before (or without) saving them. */
export interface KeyCheckRequest {
  apiKey: string;
  apiBaseUrl: string;
  language: string;
}

export interface KeyCheckDeps {
  api: ApiClient;
  /** Whether the extension may reach this origin pattern (browser.permissions.contains). */
  hasPermission?: (pattern: string) => Promise<boolean>;
}

function grantedBy(pattern: string): Promise<boolean> {
  return browser.permissions.contains({ origins: [pattern] });
}

/**
 * Sends one random-hadith request with the typed key to the typed address and
 * says what came back. The key goes only to an address that passes the same
 * checks as a saved one and that the user granted. The request goes through
 * the API client like any other (its budget, 429 policy and error reading),
 * so what the test says is what a search would meet.
 */
export async function checkKey(request: KeyCheckRequest, deps: KeyCheckDeps): Promise<KeyCheck> {
  const key = cleanApiKey(request.apiKey);
  if (key === '') return { outcome: 'no-key' };
  const address = checkServiceUrl(request.apiBaseUrl);
  if (!address.ok) return { outcome: 'bad-address', problem: address.problem };
  const pattern = hostPermissionPattern(address.url);
  if (!(await (deps.hasPermission ?? grantedBy)(pattern))) {
    return { outcome: 'no-permission', host: new URL(address.url).hostname };
  }
  const language = isLanguageCode(request.language.trim())
    ? request.language.trim()
    : DEFAULT_LANGUAGE;
  try {
    const { rateLimit } = await deps.api.testKey({ key, apiBase: address.url, language });
    return { outcome: 'works', rateLimit };
  } catch (error) {
    return keyCheckFromError(HadithError.from(error), key);
  }
}
