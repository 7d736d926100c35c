import type { Plugin } from 'vite';

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="[^"]+"><\/script>/;

/**
 * Shapes the HTML of the pages whose one classic script draws them while they
 * are parsed (the new tab, the popup and the results page:
 * entrypoints/*-page.tsx), so their first paint needs nothing but their CSS,
 * the font and that script:
 * - the Arabic font is preloaded, so the text is drawn in Amiri from the first
 *   frame rather than in a fallback face that is then redrawn and shifts;
 * - no module runs before the first paint: module scripts (and their
 *   preloads) that are ready when parsing ends run before it, and their
 *   fetches compete with the stylesheets'. These pages' only modules are
 *   WXT's plugin loaders, which their classic script (an unlisted script)
 *   already runs, so they are dropped.
 */
export function shapeFirstPaintHtml(pages: string[]): Plugin {
  return {
    name: 'hadith-lookup:first-paint-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const page = pages.find((name) => context.filename.endsWith(name));
        if (page === undefined || !context.bundle) return;
        const font = Object.keys(context.bundle).find((name) =>
          /amiri-arabic-400-normal-[^/]*\.woff2$/.test(name),
        );
        const deferred = html
          .replace(new RegExp(MODULE_SCRIPT, 'g'), '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        if (deferred === html || /<script[^>]*type="module"/.test(deferred)) {
          throw new Error(`${context.filename}: its module scripts are not as expected`);
        }
        if (font === undefined) throw new Error('The Arabic font is not in the bundle');
        return {
          html: deferred,
          tags: [
            {
              tag: 'link',
              attrs: {
                rel: 'preload',
                href: `/${font}`,
                as: 'font',
                type: 'font/woff2',
                crossorigin: '',
              },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
