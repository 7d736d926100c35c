/**
 * What the pages painted before their app runs share (the popup and the
 * results page: lib/search/paint.ts). A classic script run while the page is
 * parsed writes the page as its component would render it; the component then
 * takes that DOM over. The two must stay alike, which the paint spec checks
 * element for element. (The new tab has no such copy: its app draws its first
 * paint, entrypoints/newtab-page.tsx.)
 */

import type { Hadith } from '../hadith/hadith';
import { shownTranslation } from '../hadith/shown-translation';
import { startAfterFirstPaint } from './app-start';

type Child = Node | string | false | null | undefined;

/** An element as a component would render it: attributes, then children in order. */
export function h(
  tag: string,
  attributes: Record<string, string | undefined>,
  ...children: Child[]
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  for (const child of children) {
    if (child !== false && child !== null && child !== undefined) element.append(child);
  }
  return element;
}

/**
 * Runs the app's module (named by `<meta name="app-module">`, see
 * scripts/build/first-paint-html.ts) once the first frame is drawn. A module
 * script element rather than `import()` of a computed URL, which Mozilla's
 * add-on linter flags as unsafe. `painted`: whether the paint script drew the
 * page (see startAfterFirstPaint).
 */
export function startAppModuleAfterFirstPaint(painted: boolean): void {
  const module = document.querySelector<HTMLMetaElement>('meta[name="app-module"]');
  if (module === null) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = module.content;
  startAfterFirstPaint(() => document.body.append(script), painted);
}

/**
 * A hadith's Arabic and translation, as HadithCard and SearchResult render
 * them: `text` turns each into the nodes shown (whole, or cut and marked).
 */
export function hadithTextDom(
  hadith: Hadith,
  block: Record<string, string>,
  arabic: Record<string, string>,
  text: (value: string) => Child[],
): HTMLElement {
  const translation = shownTranslation(hadith);
  return h(
    'div',
    { ...block, class: 'hadith-text' },
    hadith.arabicText.trim() !== '' &&
      h('p', { class: 'arabic', lang: 'ar', dir: 'rtl', ...arabic }, ...text(hadith.arabicText)),
    translation.kind === 'text' &&
      translation.note !== null &&
      h('p', { class: 'translation-language' }, translation.note),
    translation.kind === 'text' &&
      h(
        'p',
        { class: 'translation', lang: translation.language, dir: translation.dir },
        ...text(translation.text),
      ),
    translation.kind === 'missing' &&
      h('p', { class: 'translation-missing' }, translation.sentence),
  );
}

/** Hands what the paint script made (`name`) to the page's module, which runs later. */
export function handToApp(name: string, value: unknown): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(`hadith-lookup.${name}`)] = value;
}

/** What the paint script handed over as `name`, once; null when it handed nothing. */
export function takeFromPaint<T>(name: string): T | null {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`hadith-lookup.${name}`);
  const value = (store[key] as T | undefined) ?? null;
  delete store[key];
  return value;
}
