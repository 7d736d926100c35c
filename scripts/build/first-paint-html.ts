import type { Plugin } from 'vite';

/**
 * How a page painted before its app runs gets its app: `module`, a module the
 * paint script starts after the first frame (the popup and the results page);
 * `classic`, in the paint script itself (the new tab: entrypoints/newtab-page.tsx).
 */
export type AppLoading = 'module' | 'classic';

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * Shapes the HTML of the pages painted before their app runs (the new tab,
 * the popup and the results page), so their first paint needs nothing but
 * their CSS, the font and the classic script that paints what is stored
 * (lib/ui/first-paint.ts):
 * - the Arabic font is preloaded, so the text is drawn in Amiri from the first
 *   frame rather than in a fallback face that is then redrawn and shifts;
 * - no module runs before the first paint: module scripts (and their
 *   preloads) that are ready when parsing ends run before it, and their
 *   fetches compete with the stylesheets'. A `module` page's module is named
 *   in `<meta name="app-module">` for the paint script to start a frame after
 *   the paint; a `classic` page's only modules are WXT's plugin loaders, which
 *   its classic script (an unlisted script) already runs, so they are dropped.
 */
export function shapeFirstPaintHtml(pages: Record<string, AppLoading>): Plugin {
  return {
    name: 'hadith-lookup:first-paint-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const page = Object.keys(pages).find((name) => context.filename.endsWith(name));
        if (page === undefined || !context.bundle) return;
        const font = Object.keys(context.bundle).find((name) =>
          /amiri-arabic-400-normal-[^/]*\.woff2$/.test(name),
        );
        const deferred = (
          pages[page] === 'module'
            ? html.replace(MODULE_SCRIPT, '\n    <meta name="app-module" content="$1">')
            : html.replace(new RegExp(MODULE_SCRIPT, 'g'), '')
        ).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
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
