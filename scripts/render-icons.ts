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
/** Draws the icon `drawn` pixels wide, centred on a transparent `size` square. */
async function render(path: string, size: number, drawn = size): Promise<void> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const margin = (size - drawn) / 2;
  await page.setContent(
    `<style>body{margin:0;padding:${margin}px}</style><img src="${source}" width="${drawn}" height="${drawn}">`,
  );
  await page.screenshot({ path, omitBackground: true });
  await page.close();
  console.log(`wrote ${path}`);
}

try {
  for (const size of SIZES) await render(join(REPO_ROOT, 'public', 'icon', `${size}.png`), size);
  // The Chrome Web Store's listing icon: 96 px of artwork with 16 px of transparent margin.
  await render(join(REPO_ROOT, 'docs', 'store', 'icon-128.png'), 128, 96);
} finally {
  await browser.close();
}
