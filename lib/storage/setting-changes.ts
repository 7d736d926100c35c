/**
 * Settings and service-state changes for the new tab, read through `chrome.storage` directly:
 * WXT's storage helpers bring the webextension polyfill (6 KB gzip) onto the
 * new tab's path to first paint. The keys are those of lib/storage/settings.ts.
 */
export const NEW_TAB_SETTING_KEYS = ['language', 'rotation'] as const;

/** What the background records about the service (lib/new-tab/pool-refill.ts, lib/service/rate-limit-state.ts). */
export const SERVICE_STATE_KEYS = ['refillFailure', 'rateLimit'] as const;

/** Calls `onChange` when one of `keys` changes in `local` storage; returns the function that stops. */
export function watchSettings(keys: readonly string[], onChange: () => void): () => void {
  function listener(changes: Record<string, unknown>, area: string): void {
    if (area === 'local' && keys.some((key) => key in changes)) onChange();
  }
  chrome.storage.onChanged.addListener(listener);
  return () => chrome.storage.onChanged.removeListener(listener);
}
