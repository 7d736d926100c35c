/**
 * What the Firefox driver runs in the browser's chrome scope to lend one
 * browser to test after test (tests/firefox/fixtures.ts): a Firefox launch
 * costs about 9 CPU seconds on the project's 2-core machines, most of the
 * Firefox suite's time, and bringing the add-on back to as freshly installed
 * costs well under one.
 */

const MODULES = `
  const { AddonManager } = ChromeUtils.importESModule('resource://gre/modules/AddonManager.sys.mjs');
  const { ExtensionPermissions } = ChromeUtils.importESModule('resource://gre/modules/ExtensionPermissions.sys.mjs');
  const { extensionStorageSync } = ChromeUtils.importESModule('resource://gre/modules/ExtensionStorageSync.sys.mjs');
`;

/** Answers, as JSON, the permissions and origins Firefox holds granted to the add-on `gecko`. */
export function grantedPermissionsSource(gecko: string): string {
  return `(async () => {
    ${MODULES}
    return JSON.stringify(await ExtensionPermissions.get(${JSON.stringify(gecko)}));
  })()`;
}

/**
 * Brings the add-on `gecko`, at `origin` (moz-extension://uuid/), back to as
 * freshly installed, but for the first install's welcome tab:
 *
 * - disabled, which stops its background and closes its pages, and drops what
 *   Firefox keeps only in memory (storage.session, alarms);
 * - its data cleared while it cannot write: IndexedDB and localStorage under
 *   its origin, storage.local (IndexedDB under the same origin in the user
 *   context Firefox keeps for extension storage), storage.sync;
 * - every tab closed but one blank;
 * - enabled again, which starts its background as a browser's start does.
 *
 * Permissions granted after the install are not undone here: the caller
 * compares them with grantedPermissionsSource's first answer.
 */
export function resetAddonSource(gecko: string, origin: string): string {
  return `(async () => {
    ${MODULES}
    const addon = await AddonManager.getAddonByID(${JSON.stringify(gecko)});
    await addon.disable();
    const uri = Services.io.newURI(${JSON.stringify(origin)});
    const clear = (attributes) =>
      new Promise((resolve) =>
        Services.clearData.deleteDataFromPrincipal(
          Services.scriptSecurityManager.createContentPrincipal(uri, attributes),
          true,
          Ci.nsIClearDataService.CLEAR_ALL,
          resolve,
        ),
      );
    await clear({});
    // ExtensionStorageIDB's WEBEXT_STORAGE_USER_CONTEXT_ID: where storage.local lives.
    await clear({ userContextId: -1 >>> 0 });
    await extensionStorageSync.clearOnUninstall(${JSON.stringify(gecko)});
    const blank = gBrowser.addTab('about:blank', {
      triggeringPrincipal: Services.scriptSecurityManager.getSystemPrincipal(),
    });
    gBrowser.selectedTab = blank;
    for (const tab of [...gBrowser.tabs]) if (tab !== blank) gBrowser.removeTab(tab);
    await addon.enable();
  })()`;
}
