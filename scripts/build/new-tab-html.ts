import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the Arabic font to the pages that show a
 * hadith at once. Without it the font is only requested once the script has
 * rendered the text, and arrives after the first paint: text drawn in a
 * fallback face, then redrawn (and shifted) in Amiri.
 */
export function preloadArabicFont(pages: string[]): Plugin {
  return {
    name: 'hadith-lookup:preload-arabic-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!pages.some((page) => context.filename.endsWith(page)) || !context.bundle) return;
        const font = Object.keys(context.bundle).find((name) =>
          /amiri-arabic-400-normal-[^/]*\.woff2$/.test(name),
        );
        if (font === undefined) return;
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
