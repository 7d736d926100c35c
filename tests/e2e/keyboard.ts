import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** A stop of the Tab order: the control as the accessibility tree names it, and its focus ring. */
export interface TabStop {
  /** `role "name"`, e.g. `button "Copy"`; `text` for a focusable block of text with no role. */
  control: string;
  /** The ring's contrast against what surrounds the control (WCAG 2.4.11/1.4.11 ask for 3:1). */
  ringContrast: number;
}

function luminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function channels(color: string): number[] {
  const match = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)/.exec(color);
  if (match === null) throw new Error(`unexpected computed colour ${color}`);
  return match.slice(1, 4).map(Number);
}

/** The WCAG contrast ratio of two computed `rgb()` colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(channels(a)), luminance(channels(b))].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The focused control, checked: it has a role and a name, and a visible focus ring. */
export async function focusedStop(page: Page): Promise<TabStop> {
  const focused = page.locator(':focus');
  await expect(focused).toHaveCount(1);
  const style = await focused.evaluate((element) => {
    const own = getComputedStyle(element);
    let background = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node !== null; node = node.parentElement) {
      const color = getComputedStyle(node).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color;
        break;
      }
    }
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) >= 2,
      outlineColor: own.outlineColor,
      background,
      roleless: element.getAttribute('role') === null && element.tagName === 'DIV',
    };
  });
  const line = (await focused.ariaSnapshot()).split('\n')[0] ?? '';
  // YAML quotes a line whose name holds a character it reserves (Jami` at-Tirmidhi).
  const quoted = /^- '(.*)'(:.*)?$/.exec(line);
  const snapshot = quoted === null ? line : `- ${quoted[1]!.replaceAll("''", "'")}`;
  const named = /^- (\w+) "(.+?)"/.exec(snapshot);
  const control = style.roleless ? 'text' : named === null ? snapshot : `${named[1]} "${named[2]}"`;
  expect(style.roleless || named !== null, `${snapshot} has a role and a name`).toBe(true);
  expect(style.focusVisible && style.outline, `${control} shows a focus ring`).toBe(true);
  const ringContrast = contrast(style.outlineColor, style.background);
  expect(ringContrast, `${control}'s focus ring contrast`).toBeGreaterThanOrEqual(3);
  return { control, ringContrast };
}

/** How long a press that took focus out of the page is given to bring it back in. */
const OUTSIDE_SETTLE_MS = 300;

/**
 * Presses Tab (or Shift+Tab) until focus comes back to where it started,
 * checking every control on the way; returns them in order. Fails if focus is
 * stuck, or the walk never comes back (a trap).
 */
export async function walkTabOrder(
  page: Page,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<string[]> {
  const stops: string[] = [];
  for (let press = 0; press < 200; press++) {
    await page.keyboard.press(key);
    // Focus coming back from outside the page (the browser's own interface, or the new tab's
    // footer, another document) lands a moment after the press: one CI run read it too soon.
    await page
      .waitForFunction(() => document.activeElement !== document.body, undefined, {
        timeout: OUTSIDE_SETTLE_MS,
      })
      .catch(() => undefined);
    const atStart = await page.evaluate(() => {
      const store = window as unknown as { walkStart?: Element | null };
      const active = document.activeElement;
      if (active === null || active === document.body) return 'outside';
      if (store.walkStart === undefined) store.walkStart = active;
      else if (store.walkStart === active) return 'back';
      return 'on';
    });
    if (atStart === 'back') {
      await page.evaluate(() => delete (window as unknown as { walkStart?: Element }).walkStart);
      return stops;
    }
    // Leaving the page for the browser's own interface is not a trap: the next Tab comes back.
    if (atStart === 'outside') continue;
    const stop = await focusedStop(page);
    expect(stops.at(-1), 'focus moved on').not.toBe(stop.control);
    stops.push(stop.control);
  }
  throw new Error(`focus never came back to where it started: ${stops.join(' → ')}`);
}

/** Presses `key` until `control` (as `focusedStop` names it) has focus. */
export async function tabTo(
  page: Page,
  control: string,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<void> {
  for (let press = 0; press < 200; press++) {
    await page.keyboard.press(key);
    const active = await page.evaluate(() => document.activeElement !== document.body);
    if (active && (await focusedStop(page)).control === control) return;
  }
  throw new Error(`${control} is not reachable with ${key}`);
}
