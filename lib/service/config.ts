import { HadithError } from '../hadith-error';
import * as settings from '../storage/settings';

/** Where a request goes and with which key: the saved options, or a key test's typed values. */
export interface ServiceConfig {
  key: string;
  apiBase: string;
  searchBase: string;
  /**
   * The key saved in the options. A key typed for a test is not: the daily cap
   * the service set on the saved key does not hold it back, nor does its own
   * cap hold back the saved key.
   */
  saved: boolean;
}

/** The options as saved, read per request so a saved change applies at once. */
export async function savedConfig(): Promise<ServiceConfig> {
  const [key, apiBase, searchBase] = await Promise.all([
    settings.apiKey.getValue(),
    settings.apiBaseUrl.getValue(),
    settings.searchBaseUrl.getValue(),
  ]);
  if (settings.cleanApiKey(key) === '') {
    throw new HadithError('no-key', 'No API key is set.');
  }
  return {
    key: settings.cleanApiKey(key),
    apiBase: settings.trimBaseUrl(apiBase),
    searchBase: settings.effectiveSearchBaseUrl(apiBase, searchBase),
    saved: true,
  };
}

export function buildUrl(base: string, path: string, params: Record<string, string>): string {
  let url: URL;
  try {
    url = new URL(`${base}${path}`);
  } catch {
    throw new HadithError('not-found', 'The service address in the options is not a valid URL.');
  }
  url.search = new URLSearchParams(params).toString();
  return url.href;
}

/**
 * A search address that answers 404 and does not end in /v1 is most likely
 * the service's host alone, whose search sits under /v1: the error then says
 * what to type instead.
 */
export function withAddressHint(error: unknown, searchBase: string): unknown {
  if (!(error instanceof HadithError) || error.kind !== 'not-found' || error.status !== 404) {
    return error;
  }
  if (/\/v1$/.test(new URL(searchBase).pathname)) return error;
  return new HadithError(error.kind, error.message, {
    ...error.toInfo(),
    suggestedAddress: `${searchBase}/v1`,
  });
}
