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

/** The reader at Sahih Muslim 93, which the data translates into Bengali and Tamil. */
const MUSLIM_93 = 'reader.html?c=muslim&b=1&h=93&id=2009300';

/** Each interface in a browser of its language, and a hadith whose translation the data has in it. */
const BROWSERS = [
  {
    language: 'bn',
    script: 'bengali',
    // The data has no Bengali for Bukhari's first book.
    reader: MUSLIM_93,
  },
  { language: 'ur', script: 'urdu', reader: 'reader.html?c=bukhari&b=1&h=1&id=1000100' },
] as const;

for (const { language, script, reader } of BROWSERS) {
  test.describe(`in a browser in ${language}`, () => {
    test.use({ browserLanguage: language, serviceLanguages: [language] });

    test(`the popup from its first paint, and a translation, are drawn in ${script} letters`, async ({
      page,
      extensionId,
      configure,
    }) => {
      await configure({ language });
      await page.setViewportSize({ width: 420, height: 600 });
      await page.goto(`chrome-extension://${extensionId}/popup.html`);
      // Drawn by the popup's first paint, before the font was asked for.
      await expectDrawnIn(page, 'label[for="query"]', script);
      await expectDrawnIn(page, 'form button[type="submit"]', script);
      await expectDrawnIn(page, 'footer a', script);

      await page.setViewportSize({ width: 1366, height: 657 });
      await page.goto(`chrome-extension://${extensionId}/${reader}`);
      const translation = `.result-list > li .translation[lang="${language}"]`;
      await expect(page.locator(translation).first()).toBeVisible();
      await expectDrawnIn(page, translation, script);
    });
  });
}

test.describe('with Tamil translations', () => {
  test.use({ serviceLanguages: ['ta'] });

  test('a Tamil translation is drawn in Tamil letters', async ({
    page,
    extensionId,
    configure,
  }) => {
    await configure({ language: 'ta' });
    await page.goto(`chrome-extension://${extensionId}/${MUSLIM_93}`);
    const translation = '.result-list > li .translation[lang="ta"]';
    await expect(page.locator(translation).first()).toBeVisible();
    await expectDrawnIn(page, translation, 'tamil');
  });
});
