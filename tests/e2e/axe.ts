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

/** Runs axe on the page as it is now and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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

/** Runs axe on the page in every palette. */
export async function expectAccessibleInEveryPalette(
  page: Page,
  serviceWorker: Worker,
  state: string,
): Promise<void> {
  for (const palette of PALETTES) {
    await wear(page, serviceWorker, palette);
    await expectAccessible(page, `${state} (${palette.name})`);
  }
}
