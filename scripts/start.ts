import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator } from '@playwright/test';
import { defaultOptions, startServer } from '../server/app';
import { checkDataDir } from '../server/corpus';
import { stopWithParent } from '../server/parent-watch';
import { NewTabPage } from '../tests/e2e/pages/new-tab-page';
import { PopupPage } from '../tests/e2e/pages/popup-page';
import {
  configureExtension,
  DEMO_KEY,
  findChromium,
  launchExtension,
  localServiceSettings,
  REPO_ROOT,
  type LaunchedExtension,
} from './launch-extension';

/**
 * `npm start`: the e2e build against the local service in a throwaway
 * profile. With a display the browser stays open for you; without one it
 * saves screenshots of the new tab and of a search, and exits.
 */

const SCREENSHOT_DIR = join(REPO_ROOT, '.output', 'screenshots');
/**
 * The demo's explanations: the local service runs no language model, so it
 * serves a few written by hand (Sahih al-Bukhari 1 and An-Nawawi's first, in
 * English and Arabic), labelled as such; every other hadith answers 503.
 */
const DEMO_EXPLANATIONS = join(REPO_ROOT, 'server', 'demo', 'explanations.json');

function buildExtension(): void {
  // The e2e build is the one that may talk to http://127.0.0.1 without a prompt;
  // compiled as production, as `npm run build:e2e` is, so the demo runs the code that ships.
  const build = spawnSync('npx', ['wxt', 'build', '--mode', 'e2e'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the extension build (wxt build --mode e2e) failed');
}

/** Waits for `content`, or throws what the page says went wrong instead. */
async function waitForContent(content: Locator, alert: Locator): Promise<void> {
  await content.or(alert).first().waitFor();
  if (await alert.isVisible()) throw new Error(`the page shows: ${await alert.innerText()}`);
}

async function takeScreenshots({ context, extensionId }: LaunchedExtension): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const newTab = new NewTabPage(context.pages()[0] ?? (await context.newPage()));
  await newTab.goto();
  await waitForContent(newTab.arabic(), newTab.alert());
  await newTab.page.evaluate(() => document.fonts.ready);
  const newTabPath = join(SCREENSHOT_DIR, 'newtab.png');
  // A long hadith runs below the fold: keep its translation and reference in the picture.
  await newTab.page.screenshot({ path: newTabPath, fullPage: true });

  const popup = new PopupPage(await context.newPage(), extensionId);
  // About the size Chrome gives a toolbar popup.
  await popup.page.setViewportSize({ width: 420, height: 600 });
  await popup.goto();
  await popup.search('intentions');
  await waitForContent(popup.results().first(), popup.alert());
  await popup.page.evaluate(() => document.fonts.ready);
  const popupPath = join(SCREENSHOT_DIR, 'popup.png');
  await popup.page.screenshot({ path: popupPath });

  // A reference, explained: the demo's explanation of Sahih al-Bukhari 1.
  await popup.search('bukhari 1');
  const card = popup.page.locator('.reference-list li').first();
  await waitForContent(card, popup.alert());
  await card.getByRole('button', { name: 'Explain' }).click();
  await popup.page.getByRole('button', { name: 'Explain (uses one credit)' }).click();
  await waitForContent(popup.page.locator('.explanation-parts'), popup.page.getByRole('alert'));
  const explanationPath = join(SCREENSHOT_DIR, 'explanation.png');
  await popup.page.screenshot({ path: explanationPath });
  return [newTabPath, popupPath, explanationPath];
}

async function browse({ context, extensionId }: LaunchedExtension): Promise<void> {
  const closed = new Promise((resolve) => context.once('close', resolve));
  await new NewTabPage(context.pages()[0] ?? (await context.newPage())).goto();
  await new PopupPage(await context.newPage(), extensionId).goto();
  console.log('Chromium is open with the extension. Close the browser to stop.');
  await closed;
}

async function main(): Promise<void> {
  findChromium();
  // Before the build, which would otherwise stop at the first missing file with a stack trace.
  await checkDataDir(resolve(defaultOptions().dataDir));
  buildExtension();
  const server = await startServer({ port: 0, keys: [DEMO_KEY], explanations: DEMO_EXPLANATIONS });
  console.log(`Local Hadith service on ${server.url} (key ${DEMO_KEY})`);
  // Search by meaning learns its space the first time (tens of seconds, then from disk).
  server.ready('en', { meaning: true }).catch((error: unknown) => {
    console.error('Search by meaning could not be prepared:', error);
  });
  // npm killed: the service and Chromium (Playwright ends it with this process) stop too.
  stopWithParent(() => process.exit(0));
  const headed = Boolean(process.env.DISPLAY);
  let extension: LaunchedExtension | undefined;
  try {
    extension = await launchExtension({ headless: !headed });
    await configureExtension(extension.serviceWorker, localServiceSettings(server.url));
    if (headed) {
      const launched = extension;
      process.once('SIGINT', () => void launched.close());
      await browse(extension);
    } else {
      for (const path of await takeScreenshots(extension)) console.log(`Saved ${path}`);
    }
  } finally {
    await extension?.close();
    await server.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
