import { i18n } from '#i18n';
import type { Hadith } from '../hadith/hadith';
import { formatGrades, formatReference } from '../hadith/reference';
import { shownTranslation } from '../hadith/shown-translation';
import { textDirection } from '../locale/text-direction';

/**
 * A hadith drawn as a PNG card to send to someone: the Arabic in the bundled
 * Amiri, the translation, the reference and grade, and the extension's name,
 * in the page's own colours. Drawn on a canvas in the page: no service, no
 * permission. The card grows with the text; nothing is ever cut.
 */

/** The card's width in pixels: sharp on a phone, small enough to send. */
export const CARD_WIDTH = 1080;
const PADDING = 72;
/** Past this height a card's type gets smaller, so a very long hadith still fits a canvas. */
const MAX_HEIGHT = 12_000;

interface Palette {
  background: string;
  text: string;
  muted: string;
  accent: string;
}

/** The page's colours (assets/base.css), light or dark as it is shown now. */
function pagePalette(): Palette {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: read('--surface', '#fffdf8'),
    text: read('--text', '#1d2320'),
    muted: read('--muted', '#5b645f'),
    accent: read('--accent', '#1e6b58'),
  };
}

/**
 * The fonts the page sets a translation in (assets/hadith.css), by its
 * direction: a canvas has no CSS, and the interface's fonts lack letters some
 * translations need (Urdu's).
 */
function translationFont(language: string): string {
  const property =
    textDirection(language) === 'rtl' ? '--font-translation-rtl' : '--font-translation';
  return getComputedStyle(document.documentElement).getPropertyValue(property).trim() || 'serif';
}

interface Block {
  lines: string[];
  font: string;
  lineHeight: number;
  color: string;
  direction: 'ltr' | 'rtl';
  /** Space before the block. */
  gap: number;
}

/** `text` in lines no wider than `width`; a word wider than a line is broken where it must. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter((w) => w !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (context.measureText(candidate).width <= width) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = word;
      while (context.measureText(line).width > width) {
        let cut = line.length - 1;
        while (cut > 1 && context.measureText(line.slice(0, cut)).width > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}

function layout(
  context: CanvasRenderingContext2D,
  hadith: Hadith,
  scale: number,
  colours: Palette,
) {
  const textWidth = CARD_WIDTH - 2 * PADDING;
  const uiFont = getComputedStyle(document.body).fontFamily || 'sans-serif';
  const blocks: Block[] = [];
  const add = (text: string, block: Omit<Block, 'lines'>) => {
    if (text.trim() === '') return;
    context.font = block.font;
    context.direction = block.direction;
    blocks.push({ ...block, lines: wrap(context, text.trim(), textWidth) });
  };
  const arabicSize = Math.round(44 * scale);
  add(hadith.arabicText, {
    font: `${arabicSize}px Amiri, serif`,
    lineHeight: Math.round(arabicSize * 1.9),
    color: colours.text,
    direction: 'rtl',
    gap: 0,
  });
  const translation = shownTranslation(hadith);
  const translationSize = Math.round(28 * scale);
  if (translation.kind === 'text') {
    add(translation.text, {
      font: `${translationSize}px ${translationFont(translation.language)}`,
      lineHeight: Math.round(translationSize * 1.55),
      color: colours.text,
      direction: textDirection(translation.language),
      gap: Math.round(32 * scale),
    });
  }
  const interfaceDirection = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
  const grades = formatGrades(hadith);
  const meta = [formatReference(hadith), grades === '' ? '' : i18n.t('hadith.grade', [grades])];
  add(meta.filter((part) => part !== '').join('\n'), {
    font: `600 ${Math.round(24 * scale)}px ${uiFont}`,
    lineHeight: Math.round(24 * scale * 1.5),
    color: colours.muted,
    direction: interfaceDirection,
    gap: Math.round(40 * scale),
  });
  add(i18n.t('extension.name'), {
    font: `600 ${Math.round(20 * scale)}px ${uiFont}`,
    lineHeight: Math.round(20 * scale * 1.5),
    color: colours.accent,
    direction: interfaceDirection,
    gap: Math.round(28 * scale),
  });
  const height =
    2 * PADDING + blocks.reduce((sum, b) => sum + b.gap + b.lines.length * b.lineHeight, 0);
  return { blocks, height };
}

/** The card for `hadith` as a PNG, in the page's current colours. */
export async function hadithCardImage(hadith: Hadith): Promise<Blob> {
  // The bundled fonts, which the page may not have needed yet: a canvas draws with those loaded.
  const translation = shownTranslation(hadith);
  await Promise.all([
    document.fonts.load('44px Amiri', hadith.arabicText.slice(0, 200) || 'ا'),
    translation.kind === 'text'
      ? document.fonts.load(`28px ${translationFont(translation.language)}`, translation.text)
      : null,
  ]);
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('This browser cannot draw the card.');
  const colours = pagePalette();
  let card = layout(context, hadith, 1, colours);
  if (card.height > MAX_HEIGHT) {
    // Height grows with the square of the type's size: one smaller size fits.
    card = layout(
      context,
      hadith,
      Math.max(0.2, Math.sqrt(MAX_HEIGHT / card.height) * 0.95),
      colours,
    );
  }
  canvas.width = CARD_WIDTH;
  canvas.height = Math.ceil(card.height);
  context.fillStyle = colours.background;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.textBaseline = 'alphabetic';
  let y = PADDING;
  for (const block of card.blocks) {
    y += block.gap;
    context.font = block.font;
    context.fillStyle = block.color;
    context.direction = block.direction;
    context.textAlign = block.direction === 'rtl' ? 'right' : 'left';
    const x = block.direction === 'rtl' ? CARD_WIDTH - PADDING : PADDING;
    for (const line of block.lines) {
      // The baseline sits about three quarters down the line's height.
      context.fillText(line, x, y + block.lineHeight * 0.72);
      y += block.lineHeight;
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('The card could not be made.')) : resolve(blob)),
      'image/png',
    ),
  );
}

/** A file name for the card: `hadith-sahih-al-bukhari-1.png`. */
export function cardFileName(hadith: Hadith): string {
  const slug = hadith.collection
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `hadith-${slug || 'collection'}-${hadith.hadithNumber}.png`;
}
