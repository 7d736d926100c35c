import type { Locator, Page } from '@playwright/test';
import type { RunningServer } from '../../server/app';
import type { FaultControl } from '../../server/faults/faults';
import { expect } from './fixtures';

/**
 * Checks shared by the hostile-content tests: the service's records carry
 * markup, a `javascript:` link and open bidi controls (server fault
 * `hostile-content`), and a page must show them as text and nothing else.
 */

export function faultsOf(server: RunningServer): FaultControl {
  if (server.faults === null) throw new Error('the server was started without faults');
  return server.faults;
}

/**
 * Before any script of the page, watches for elements the payload would
 * create were it ever parsed as HTML, even for an instant (e.g. by the first
 * paint, later replaced).
 */
export async function watchForInjectedElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { injected: string[] }).injected = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const suspects = [node, ...node.querySelectorAll('img, script, a, b')].filter(
            (element) =>
              element.matches('img, b, a[href^="javascript:" i]') ||
              (element.matches('script') && (element.textContent ?? '').includes('__pwned')),
          );
          seen.push(...suspects.map((element) => element.outerHTML.slice(0, 80)));
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Nothing of the payload ran or became an element, and the page is no wider than the window. */
export async function expectInert(page: Page): Promise<void> {
  const found = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned ?? null,
    titlePwned: document.title.includes('pwned'),
    injected: (window as unknown as { injected?: string[] }).injected ?? [],
    payloadElements: [...document.querySelectorAll('img, script, b')]
      .filter(
        (element) => !(element instanceof HTMLScriptElement) || element.text.includes('__pwned'),
      )
      .map((element) => element.outerHTML.slice(0, 80)),
    javascriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
    inlineHandlers: document.querySelectorAll('[onerror], [onclick], [onload]').length,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }));
  expect(found).toEqual({
    pwned: null,
    titlePwned: false,
    injected: [],
    payloadElements: [],
    javascriptLinks: 0,
    inlineHandlers: 0,
    overflow: 0,
  });
}

/**
 * The horizontal position of `word`'s first letter in `element` as laid out:
 * a bidi override left open before it would move it.
 */
export async function wordLeft(element: Locator, word: string): Promise<number> {
  return element.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(wanted);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().left;
    }
    throw new Error(`“${wanted}” is not in the element`);
  }, word);
}

/** The reference line reads `Collection · Book N · Hadith N` left to right, whatever the name holds. */
export async function expectReferenceInOrder(reference: Locator): Promise<void> {
  const book = await wordLeft(reference, 'Book ');
  const hadith = await wordLeft(reference, 'Hadith ');
  expect(book, '“Book” comes before “Hadith”').toBeLessThan(hadith);
}

/** Elements left to right, by their left edge. */
export async function expectLeftToRight(elements: Locator[]): Promise<void> {
  const lefts: number[] = [];
  for (const element of elements) lefts.push((await element.boundingBox())!.x);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
}

/** Each text block has its own direction and is isolated: nothing in it reorders what is around it. */
export async function expectIsolated(blocks: Locator[]): Promise<void> {
  for (const block of blocks) {
    const { dir, unicodeBidi, display } = await block.evaluate((element) => ({
      dir: element.getAttribute('dir'),
      unicodeBidi: getComputedStyle(element).unicodeBidi,
      display: getComputedStyle(element).display,
    }));
    expect(dir).toMatch(/^(ltr|rtl|auto)$/);
    expect(unicodeBidi).toMatch(/isolate/);
    expect(display).not.toMatch(/^inline/);
  }
}
