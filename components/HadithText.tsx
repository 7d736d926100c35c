import { i18n } from '#i18n';
import type { ComponentChildren, Ref } from 'preact';
import type { Hadith } from '@/lib/hadith/hadith';
import { shownTranslation } from '@/lib/hadith/shown-translation';

interface Props {
  hadith: Hadith;
  /** The block's id: its fold's toggle controls it. */
  id: string;
  /**
   * How a text is drawn: whole, its matched words marked, cut to a snippet, or
   * hidden but for its first words. Text nodes only, never HTML.
   */
  draw: (part: 'arabic' | 'translation', text: string) => ComponentChildren;
  /** Clamped to a few lines (`.folded`): a favourite's, until "Show full hadith". */
  clamped?: boolean;
  textRef?: Ref<HTMLDivElement>;
  /** The new tab's: the text scrolls when long, so the keyboard can reach it. */
  onScroll?: (text: HTMLDivElement) => void;
  /** Element Timing's name for the Arabic, which a benchmark reads. */
  arabicTiming?: string;
}

/**
 * A hadith's Arabic and its translation (or the sentence that it has none in
 * the result language), as every card draws them: the new tab, a result, the
 * reader, a favourite, a review.
 */
export function HadithText({ hadith, id, draw, clamped, textRef, onScroll, arabicTiming }: Props) {
  const translation = shownTranslation(hadith);
  return (
    <div
      id={id}
      ref={textRef}
      class={clamped ? 'hadith-text folded' : 'hadith-text'}
      tabIndex={onScroll === undefined ? undefined : 0}
      onScroll={onScroll === undefined ? undefined : (event) => onScroll(event.currentTarget)}
    >
      {hadith.arabicText.trim() !== '' && (
        <p class="arabic" lang="ar" dir="rtl" elementtiming={arabicTiming}>
          {draw('arabic', hadith.arabicText)}
        </p>
      )}
      {translation.kind === 'text' && translation.note !== null && (
        <p class="translation-language">{translation.note}</p>
      )}
      {translation.kind === 'text' && (
        <p class="translation" lang={translation.language} dir={translation.dir}>
          {draw('translation', translation.text)}
        </p>
      )}
      {translation.kind === 'missing' && <p class="translation-missing">{translation.sentence}</p>}
    </div>
  );
}

/** "Show full hadith" / "Show less": a card's fold, opened and closed. */
export function FoldToggle({
  textId,
  expanded,
  onToggle,
  class: className = 'link-button',
}: {
  textId: string;
  expanded: boolean;
  onToggle: () => void;
  class?: string;
}) {
  return (
    <button
      type="button"
      class={className}
      aria-expanded={expanded}
      aria-controls={textId}
      onClick={onToggle}
    >
      {i18n.t(expanded ? 'hadith.showLess' : 'hadith.showFull')}
    </button>
  );
}
