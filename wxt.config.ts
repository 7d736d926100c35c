import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import { PRODUCTION_HOSTS } from './lib/service/codes';
import { booksIndex } from './scripts/build/books-index';
import { sunnahNumbers } from './scripts/build/sunnah-numbers';
import { buildLogger } from './scripts/build/logger';
import { shapeFirstPaintHtml } from './scripts/build/first-paint-html';

/** The shared data folder: HADITH_DATA_DIR, else ../shared/data beside the repository. */
const DATA_DIR = resolve(import.meta.dirname, process.env.HADITH_DATA_DIR ?? '../shared/data');

/**
 * A file of the data folder the build packs. A missing one ends the build with
 * one line naming the file and HADITH_DATA_DIR (a thrown error would bury it
 * under WXT's stack trace), and exit code 2, as `npm run serve` does.
 */
function dataFile(...parts: string[]): string {
  const file = resolve(DATA_DIR, ...parts);
  if (!existsSync(file)) {
    console.error(
      `Hadith data not found: ${file} is missing. Point HADITH_DATA_DIR at the shared data folder (the one holding corpus/ and offline/); it is ${DATA_DIR} now.`,
    );
    process.exit(2);
  }
  return file;
}

/** The production service; its origins are granted at install time. */
const DEFAULT_HOST_PERMISSIONS = PRODUCTION_HOSTS.map((host) => `https://${host}/*`);

/** A user-configured service origin is asked for at runtime (options page). */
const OPTIONAL_HOST_PERMISSIONS = ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'];

/**
 * The pages whose one classic script (entrypoints/<page>/page.tsx, built as
 * /<page>-page.js) their HTML loads itself: kept in the page's folder, where
 * WXT would find only the page, so each is added as an unlisted script.
 */
const PAGE_SCRIPTS = ['newtab', 'popup', 'results', 'reader'];

const TOOLBAR_ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png' };

export default defineConfig({
  // Lets parallel work build into separate folders (scripts/launch-extension.ts reads it too).
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  logger: buildLogger,
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
  zip: {
    // Both Firefox variants are zipped side by side, so the name says which.
    artifactTemplate: '{{name}}-{{packageVersion}}-{{browser}}-{{manifestVersion}}.zip',
    // What a reviewer needs to rebuild: no test output, no tests, no logs. The
    // hadith data lives outside the repository and is never in this archive.
    excludeSources: ['test-results*/**', 'playwright-report/**', 'tests/**', '**/*.log'],
  },
  vite: () => ({
    plugins: [
      shapeFirstPaintHtml([
        'newtab/index.html',
        'popup/index.html',
        'results/index.html',
        'reader/index.html',
      ]),
    ],
  }),
  hooks: {
    'entrypoints:resolved': (wxt, entrypoints) => {
      for (const page of PAGE_SCRIPTS) {
        entrypoints.push({
          type: 'unlisted-script',
          name: `${page}-page`,
          inputPath: resolve(wxt.config.entrypointsDir, page, 'page.tsx'),
          outputDir: wxt.config.outDir,
          options: {},
        });
      }
    },
    // The bundled collection ships with its rights notice; both are read from
    // the data folder at build time and never copied into the repository.
    'build:publicAssets': (_wxt, files) => {
      for (const name of ['offline.json', 'NOTICE.md']) {
        files.push({
          absoluteSrc: dataFile('offline', name),
          relativeDest: `offline/${name}`,
        });
      }
      // The reader's names and sizes of the books (lib/reader/background/books.ts).
      files.push({
        contents: booksIndex(dataFile('corpus', 'books.json')),
        relativeDest: 'reader/books.json',
      });
      // sunnah.com's numbers read as the data's (lib/search/background/sunnah-numbers.ts).
      files.push({
        contents: sunnahNumbers(dataFile('corpus', 'hadiths.en.jsonl.gz')),
        relativeDest: 'reader/sunnah-numbers.json',
      });
    },
  },
  manifest: ({ browser, mode, manifestVersion }) => {
    // The e2e build talks to the local service without a permission prompt,
    // which never settles in a headless browser.
    const hostPermissions =
      mode === 'e2e'
        ? [...DEFAULT_HOST_PERMISSIONS, 'http://127.0.0.1/*']
        : DEFAULT_HOST_PERMISSIONS;
    return {
      // Texts come from locales/<lang>.yml (docs/development.md, Languages).
      default_locale: 'en',
      name: '__MSG_extension_name__',
      description: '__MSG_extension_description__',
      // contextMenus: "Search hadiths for “…”" on selected text (lib/search/background/entry-points.ts).
      permissions: ['storage', 'alarms', 'contextMenus'],
      omnibox: { keyword: 'hadith' },
      // The toolbar icon is named, not left to each browser's fallback.
      [manifestVersion === 2 ? 'browser_action' : 'action']: {
        default_icon: TOOLBAR_ICONS,
        default_title: '__MSG_extension_actionTitle__',
      },
      host_permissions: hostPermissions,
      // Scripts only from the package: Chrome's MV3 default also admits any localhost port.
      content_security_policy: {
        extension_pages:
          "script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none';",
      },
      ...(manifestVersion === 2
        ? { optional_permissions: OPTIONAL_HOST_PERMISSIONS }
        : { optional_host_permissions: OPTIONAL_HOST_PERMISSIONS }),
      ...(browser === 'firefox' && {
        browser_specific_settings: {
          gecko: {
            id: 'hadith-lookup@hadith-lookup.dev',
            // The MV3 variant needs 128 (optional_host_permissions) and 140 reads
            // the data-collection declaration; the MV2 variant serves older releases.
            ...(manifestVersion === 3 && { strict_min_version: '140.0' }),
            // Search words go to the configured service, which logs them
            // (docs/store-description.md, Privacy); nothing goes to the developer.
            data_collection_permissions: { required: ['searchTerms'] },
          },
          // Firefox for Android reads the data-collection declaration from 142.
          ...(manifestVersion === 3 && { gecko_android: { strict_min_version: '142.0' } }),
        },
      }),
    };
  },
});
