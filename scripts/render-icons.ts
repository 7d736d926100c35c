import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium, REPO_ROOT } from './launch-extension';

/**
 * Renders assets/icon/icon.svg to the PNG sizes the browsers and stores ask
 * for, into public/icon/ where WXT picks them up. Run after editing the SVG:
 * `npm run icons`.
 */

const SIZES = [16, 32, 48, 96, 128];

const svg = readFileSync(join(REPO_ROOT, 'assets', 'icon', 'icon.svg'));
const source = `data:image/svg+xml;base64,${svg.toString('base64')}`;
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>body{margin:0}</style><img src="${source}" width="${size}" height="${size}">`,
    );
    const path = join(REPO_ROOT, 'public', 'icon', `${size}.png`);
    await page.screenshot({ path, omitBackground: true });
    await page.close();
    console.log(`wrote ${path}`);
  }
} finally {
  await browser.close();
}
