import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * What Mozilla's linter cannot know we need from the two Firefox builds
 * (`npm run build:firefox`): the add-on id, the data-collection declaration,
 * a background that is not a service worker, the user-configured origins as
 * optional permissions in either manifest version, and the icon sizes the
 * stores ask for. Exits non-zero with every problem listed.
 */

type Manifest = Record<string, unknown> & {
  manifest_version: number;
  permissions?: string[];
  host_permissions?: string[];
  optional_permissions?: string[];
  optional_host_permissions?: string[];
  icons?: Record<string, string>;
  background?: { scripts?: string[]; service_worker?: string };
  browser_specific_settings?: {
    gecko?: { id?: string; data_collection_permissions?: { required?: string[] } };
  };
};

const OUT_DIR = resolve(import.meta.dirname, '..', process.env.WXT_OUT_DIR ?? '.output');
const ICON_SIZES = ['16', '32', '48', '96', '128'];

function read(folder: string): Manifest {
  return JSON.parse(readFileSync(join(OUT_DIR, folder, 'manifest.json'), 'utf8')) as Manifest;
}

function problems(folder: string, manifest: Manifest, version: number): string[] {
  const found: string[] = [];
  const expect = (ok: boolean, what: string) => ok || found.push(`${folder}: ${what}`);
  const gecko = manifest.browser_specific_settings?.gecko;
  const optional =
    version === 2 ? manifest.optional_permissions : manifest.optional_host_permissions;
  const hosts = version === 2 ? manifest.permissions : manifest.host_permissions;
  const action = (version === 2 ? manifest.browser_action : manifest.action) as
    { default_icon?: Record<string, string> } | undefined;
  expect(manifest.manifest_version === version, `manifest_version is not ${version}`);
  expect(Boolean(gecko?.id), 'no gecko id');
  expect(
    (gecko?.data_collection_permissions?.required ?? []).length > 0,
    'no data_collection_permissions.required',
  );
  expect(Boolean(manifest.background?.scripts?.length), 'background has no scripts');
  expect(manifest.background?.service_worker === undefined, 'background is a service worker');
  expect(Boolean(optional?.includes('https://*/*')), 'https://*/* is not an optional permission');
  expect(Boolean(hosts?.some((p) => p.startsWith('https://'))), 'no host permission');
  for (const size of ICON_SIZES) expect(Boolean(manifest.icons?.[size]), `no ${size} px icon`);
  expect(Boolean(action?.default_icon?.['16']), 'the toolbar button has no icon');
  return found;
}

const found = [
  ...problems('firefox-mv2', read('firefox-mv2'), 2),
  ...problems('firefox-mv3', read('firefox-mv3'), 3),
];
if (found.length > 0) {
  console.error(found.join('\n'));
  process.exit(1);
}
console.log('Firefox manifests: MV2 and MV3 carry what the stores and the extension need.');
