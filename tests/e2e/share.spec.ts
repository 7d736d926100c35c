import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { NewTabPage } from './pages/new-tab-page';

interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Decodes a PNG in the page and finds its bands of ink: rows that differ from the background. */
function inkBands(
  page: Page,
  png: Buffer,
): Promise<{ width: number; height: number; bands: Band[] }> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const { width, height } = bitmap;
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const { data } = context.getImageData(0, 0, width, height);
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    const bands: Band[] = [];
    let band: Band | null = null;
    for (let y = 0; y < height; y++) {
      let left = -1;
      let right = -1;
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const distance =
          Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b);
        if (distance > 90) {
          if (left === -1) left = x;
          right = x;
        }
      }
      if (left === -1) {
        if (band !== null) bands.push(band);
        band = null;
      } else if (band === null) {
        band = { top: y, bottom: y, left, right };
      } else {
        band.bottom = y;
        band.left = Math.min(band.left, left);
        band.right = Math.max(band.right, right);
      }
    }
    if (band !== null) bands.push(band);
    // A line's marks (the Arabic's vowels above and below) can stand a row or two
    // apart from its letters: bands that close are one line.
    const lines: Band[] = [];
    for (const next of bands) {
      const last = lines.at(-1);
      if (last !== undefined && next.top - last.bottom <= 8) {
        last.bottom = next.bottom;
        last.left = Math.min(last.left, next.left);
        last.right = Math.max(last.right, next.right);
      } else {
        lines.push({ ...next });
      }
    }
    return { width, height, bands: lines };
  }, png.toString('base64'));
}

test('Share makes a PNG card of the hadith: saved, it decodes to a card with the Arabic right to left and the translation; copied, the clipboard holds a PNG', async ({
  page,
  context,
  configure,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await configure();
  const newTab = new NewTabPage(page);
  await newTab.goto();
  await expect(newTab.arabic()).not.toBeEmpty();

  await page.locator('body').press('s');
  await expect(page.getByRole('button', { name: /^Share/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save image', exact: true }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^hadith-[a-z0-9-]+-\d+\.png$/);
  await expect(newTab.status()).toHaveText('Image saved');
  const png = readFileSync(await download.path());
  expect(png.subarray(1, 4).toString()).toBe('PNG');

  const { width, height, bands } = await inkBands(page, png);
  expect(width).toBe(1080);
  expect(height).toBeGreaterThan(400);
  // The Arabic comes first, in taller lines than the rest, each set from the right edge
  // inwards (72 px of margin): nearer the right edge than the left, the last line too.
  const MARGIN = 72;
  const arabic = bands.slice(
    0,
    bands.findIndex((band) => band.bottom - band.top < 36),
  );
  expect(arabic.length).toBeGreaterThan(0);
  for (const line of arabic) {
    expect(width - MARGIN - line.right).toBeLessThan(30);
    // A full line touches both margins, to a few pixels of side bearing.
    expect(line.left - MARGIN).toBeGreaterThanOrEqual(width - MARGIN - line.right - 8);
  }
  // A line set from the left edge follows it (the translation, the reference), and the
  // extension's name closes the card, short and on the left.
  expect(bands.slice(arabic.length).some((band) => band.left < MARGIN + 12)).toBe(true);
  const name = bands.at(-1)!;
  expect(name.left).toBeLessThan(MARGIN + 12);
  expect(name.right).toBeLessThan(width / 2);
  expect(bands.length).toBeGreaterThanOrEqual(4);

  await page.getByRole('button', { name: 'Copy image', exact: true }).click();
  await expect(newTab.status()).toHaveText('Image copied');
  const types = await page.evaluate(async () =>
    (await navigator.clipboard.read()).flatMap((item) => [...item.types]),
  );
  expect(types).toContain('image/png');
});

test('an Urdu translation is drawn on the card in the fonts the page sets it in, loaded first', async ({
  page,
  extensionId,
  configure,
}) => {
  await configure({ language: 'ur' });
  await page.goto(`chrome-extension://${extensionId}/reader.html?c=bukhari&b=1&h=1&id=1000100`);
  const first = page.locator('.result-list > li').first();
  await expect(first.locator('.translation[lang="ur"]')).toBeVisible();
  // Each line the card draws, with the font it is drawn in, and whether that font had loaded.
  await page.evaluate(() => {
    const drawn: { text: string; font: string; loaded: boolean }[] = [];
    Object.assign(globalThis, { drawnOnCard: drawn });
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
      drawn.push({ text, font: this.font, loaded: document.fonts.check(this.font, text) });
      fill.call(this, text, ...rest);
    };
  });
  const downloaded = page.waitForEvent('download');
  await first.getByRole('button', { name: /^Share/ }).click();
  await first.getByRole('button', { name: 'Save image', exact: true }).click();
  await downloaded;
  const lines = await page.evaluate(
    () =>
      (
        globalThis as unknown as {
          drawnOnCard: { text: string; font: string; loaded: boolean }[];
        }
      ).drawnOnCard,
  );
  // The translation's lines: Urdu letters, and no Arabic diacritics (the Arabic's are full of them).
  const urdu = lines.filter(({ text }) => /[ہےیں]/u.test(text) && !/[\u064b-\u0652]/u.test(text));
  expect(urdu.length).toBeGreaterThan(0);
  for (const line of urdu) {
    expect(line.font, line.text).toContain('Noto Naskh Arabic');
    expect(line.loaded, line.text).toBe(true);
  }
});
