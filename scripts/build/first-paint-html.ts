import type { Plugin } from 'vite';

/**
 * Shapes the HTML of the pages painted before their app runs (the new tab,
 * the popup and the results page), so their first paint needs nothing but
 * their CSS, the font and the small classic script that paints what is stored
 * (lib/ui/first-paint.ts):
 * - the Arabic font is preloaded, so the text is drawn in Amiri from the first
 *   frame rather than in a fallback face that is then redrawn and shifts;
 * - the app's module is neither fetched nor run until the paint script
 *   imports it, after the first frame: module scripts (and their preloads)
 *   that are ready when parsing ends run before the first paint, and their
 *   fetches compete with the stylesheets'.
 */
export function shapeFirstPaintHtml(pages: string[]): Plugin {
  return {
    name: 'hadith-lookup:first-paint-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!pages.some((page) => context.filename.endsWith(page)) || !context.bundle) return;
        const font = Object.keys(context.bundle).find((name) =>
          /amiri-arabic-400-normal-[^/]*\.woff2$/.test(name),
        );
        const deferred = html
          .replace(
            /<script type="module" crossorigin src="([^"]+)"><\/script>/,
            '<meta name="app-module" content="$1">',
          )
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
        if (deferred === html) throw new Error(`${context.filename}: no app module to defer`);
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
