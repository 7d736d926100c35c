import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Bengali, Urdu and Tamil are drawn in the fonts the extension bundles for them
 * (assets/fonts.css), never as boxes, on a machine whose own fonts lack them:
 * this one, like a fresh Linux, has only DejaVu and Liberation. That includes
 * what a page draws at its first paint, before the font has loaded. With the
 * faces after the system's fonts, that stayed boxes in every page, even where
 * a page before had loaded the font: a shared browser shows it too.
 */

const SCRIPTS = {
  bengali: { font: 'Noto Sans Bengali', letters: /[\u0980-\u09ff]/u },
  urdu: { font: 'Noto Naskh Arabic', letters: /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/u },
  tamil: { font: 'Noto Sans Tamil', letters: /[\u0b82-\u0bfa]/u },
} as const;

/** How many glyphs of `selector`'s text each font drew, and how many of its characters are not the script's. */
async function drawn(
  page: Page,
  selector: string,
  letters: RegExp,
): Promise<{ fonts: Record<string, number>; others: number }> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    const text = await page.locator(selector).first().innerText();
    return {
      fonts: Object.fromEntries(
        fonts.map((font) => [
          `${font.familyName}${font.isCustomFont ? ' (bundled)' : ''}`,
          font.glyphCount,
        ]),
      ),
      others: [...text].filter((character) => !letters.test(character)).length,
    };
  } finally {
    await session.detach();
  }
}

/**
 * Every letter of the script in `selector` comes from the bundled font: the
 * machine's fonts draw no more glyphs than the text has other characters
 * (spaces, digits, Latin), where a box for each missing letter would add one.
 */
async function expectDrawnIn(
  page: Page,
  selector: string,
  script: keyof typeof SCRIPTS,
): Promise<void> {
  const { font, letters } = SCRIPTS[script];
  await expect
    .poll(
      async () => {
        const { fonts, others } = await drawn(page, selector, letters);
        const bundled = Object.entries(fonts).filter(([name]) => name.startsWith(font));
        const machine = Object.entries(fonts)
          .filter(([name]) => !name.startsWith(font))
          .reduce((sum, [, glyphs]) => sum + glyphs, 0);
        return { bundled: bundled.length > 0, machineWithinOthers: machine <= others, fonts };
      },
      { message: `${selector} drawn in ${font}` },
    )
    .toMatchObject({ bundled: true, machineWithinOthers: true });
}

/** Each interface the extension offers in one of these scripts. */
const INTERFACES = [
  { language: 'bn', script: 'bengali' },
  { language: 'ur', script: 'urdu' },
] as const;

for (const { language, script } of INTERFACES) {
  test.describe(`in a browser in ${language}`, () => {
    test.use({ browserLanguage: language });

    test(`the popup is drawn in ${script} letters from its first paint`, async ({
      page,
      extensionId,
      configure,
    }) => {
      await configure();
      await page.setViewportSize({ width: 420, height: 600 });
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      // Drawn by the popup's first paint, before the font was asked for.
      await expectDrawnIn(page, 'label[for="query"]', script);
      await expectDrawnIn(page, 'form button[type="submit"]', script);
      await expectDrawnIn(page, 'footer a', script);
    });
  });
}

/** A hadith the data translates into each language, in the reader. */
const TRANSLATIONS = [
  // The data has no Bengali or Tamil for Bukhari's first book: Sahih Muslim 93.
  { language: 'bn', script: 'bengali', reader: 'reader.html?c=muslim&b=1&h=93&id=2009300' },
  { language: 'ta', script: 'tamil', reader: 'reader.html?c=muslim&b=1&h=93&id=2009300' },
  { language: 'ur', script: 'urdu', reader: 'reader.html?c=bukhari&b=1&h=1&id=1000100' },
] as const;

test('Bengali, Tamil and Urdu translations are drawn in their letters', async ({
  page,
  extensionId,
  configure,
}) => {
  for (const { language, script, reader } of TRANSLATIONS) {
    await configure({ language });
    await page.goto(`chrome-extension://${extensionId}/${reader}`);
    const translation = `.result-list > li .translation[lang="${language}"]`;
    await expect(page.locator(translation).first()).toBeVisible();
    await expectDrawnIn(page, translation, script);
  }
});
