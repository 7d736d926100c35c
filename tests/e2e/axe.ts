import { AxeBuilder } from '@axe-core/playwright';
import type { Page, Worker } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** One line per violation and per element: what is wrong, where, and how to fix it. */
function describe(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`,
        )
        .join('\n');
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n${nodes}`;
    })
    .join('\n');
}

/** The rules whose outcome depends on the colours: all a palette changes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is now and fails on any serious or critical
 * violation: every rule of TAGS, or only the colour rules.
 */
async function expectAccessible(page: Page, state: string, colourOnly = false): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (
    colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(TAGS)
  ).analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  // The readable list is what the failure shows: empty when the page passes.
  expect(describe(blocking), `serious or critical violations, ${state}`).toBe('');
}

/** The palettes a page can wear: the system's light and dark, and each forced by the options' theme. */
export const PALETTES = [
  { name: 'light', colorScheme: 'light', theme: 'system' },
  { name: 'dark', colorScheme: 'dark', theme: 'system' },
  { name: 'dark theme on a light system', colorScheme: 'light', theme: 'dark' },
  { name: 'light theme on a dark system', colorScheme: 'dark', theme: 'light' },
] as const;

export type Palette = (typeof PALETTES)[number];

/** Switches the page to `palette`: the system's scheme, and the theme the options store. */
export async function wear(page: Page, serviceWorker: Worker, palette: Palette): Promise<void> {
  await page.emulateMedia({ colorScheme: palette.colorScheme });
  await serviceWorker.evaluate((theme) => chrome.storage.local.set({ theme }), palette.theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', palette.theme);
}

/**
 * Runs every rule in the first palette and the colour rules in the others: a
 * palette changes colours only (assets/base.css), and a full run in each took
 * a loaded CI machine most of a minute per page state.
 */
export async function expectAccessibleInEveryPalette(
  page: Page,
  serviceWorker: Worker,
  state: string,
): Promise<void> {
  for (const [index, palette] of PALETTES.entries()) {
    await wear(page, serviceWorker, palette);
    await expectAccessible(page, `${state} (${palette.name})`, index > 0);
  }
}
