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
  // Legacy mode runs axe.run() in the page itself. The default runs axe in every frame,
  // then finishes in a blank page it opens for each run: our pages have no frames, and
  // that page was about half of each run's time on a loaded 2-core machine.
  const builder = new AxeBuilder({ page }).setLegacyMode();
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

/** The computed properties a palette can change: colours, and what shades them. */
const PAINT_PROPERTIES = [
  'color',
  'background-color',
  'background-image',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'outline-color',
  'text-decoration-color',
  'caret-color',
  'accent-color',
  'fill',
  'stroke',
  'box-shadow',
  'text-shadow',
  'opacity',
];

/** Every element's and pseudo-element's paint, in document order: one line each. */
function paint(page: Page): Promise<string[]> {
  return page.evaluate((properties) => {
    const lines: string[] = [];
    const elements = [...document.querySelectorAll('*')];
    for (const [index, element] of elements.entries()) {
      const name = `${index} ${element.tagName.toLowerCase()}${element.id === '' ? '' : `#${element.id}`}`;
      const own = getComputedStyle(element);
      const generated = (pseudo: string) =>
        !['none', 'normal'].includes(getComputedStyle(element, pseudo).content);
      const pseudos = [
        null,
        ...['::before', '::after'].filter(generated),
        ...(element.matches('input, textarea') ? ['::placeholder'] : []),
        ...(own.display === 'list-item' ? ['::marker'] : []),
      ];
      for (const pseudo of pseudos) {
        const style = pseudo === null ? own : getComputedStyle(element, pseudo);
        const values = properties.map((property) => style.getPropertyValue(property));
        lines.push(`${name}${pseudo ?? ''}: ${values.join(' | ')}`);
      }
    }
    return lines;
  }, PAINT_PROPERTIES);
}

/** How many boxes of each kind (tag, id, pseudo-element) came or went, e.g. "p 3 → 5". */
function countChanges(expected: string[], actual: string[]): string {
  const count = (lines: string[]) => {
    const counts = new Map<string, number>();
    for (const line of lines) {
      const kind = line.replace(/^\d+ /, '').replace(/: .*$/s, '');
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
    return counts;
  };
  const before = count(expected);
  const after = count(actual);
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((kind) => before.get(kind) !== after.get(kind))
    .map((kind) => `${kind} ${before.get(kind) ?? 0} → ${after.get(kind) ?? 0}`)
    .join(', ');
}

/** The lines of `actual` that differ from `expected`'s, as "expected → actual". */
function paintDifferences(expected: string[], actual: string[]): string[] {
  if (expected.length !== actual.length) {
    return [
      `${expected.length} painted boxes → ${actual.length}: ${countChanges(expected, actual)}`,
    ];
  }
  return expected.flatMap((line, index) =>
    line === actual[index] ? [] : [`${line}\n  → ${actual[index]}`],
  );
}

/**
 * Runs every rule in the system's light palette and the colour rules in its
 * dark one. A theme forced by the options must paint exactly as the system's
 * palette of the same name, element for element (assets/base.css repeats the
 * dark colours for it), which is checked by comparing every computed colour:
 * the same paint has the same contrast. A full run in each palette took a
 * loaded CI machine most of a minute per page state, and a colour-only run
 * still about a second.
 */
export async function expectAccessibleInEveryPalette(
  page: Page,
  serviceWorker: Worker,
  state: string,
): Promise<void> {
  const systemPaint = new Map<string, string[]>();
  for (const palette of PALETTES) {
    await wear(page, serviceWorker, palette);
    const where = `${state} (${palette.name})`;
    if (palette.theme === 'system') {
      systemPaint.set(palette.colorScheme, await paint(page));
      await expectAccessible(page, where, systemPaint.size > 1);
    } else {
      const system = systemPaint.get(palette.theme);
      if (system === undefined)
        throw new Error(`PALETTES lists the system's ${palette.theme} later`);
      expect(
        paintDifferences(system, await paint(page)),
        `${where} paints as the system's ${palette.theme} palette`,
      ).toEqual([]);
    }
  }
}
