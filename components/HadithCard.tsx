import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { Hadith } from '@/lib/hadith/hadith';
import { formatGrades, formatReference, hadithTextId } from '@/lib/hadith/reference';
import { breakLongRuns } from '@/lib/hadith/long-runs';
import { CUT_AFTER } from '@/lib/hadith/highlight';
import { continueReading, noteReadingPosition } from '@/lib/new-tab/page/fit';
import { FoldToggle, HadithText } from './HadithText';
import { ReadInBookLink } from './ReadInBookLink';
import { ReferenceText } from './ReferenceText';
import { firstWords } from '@/lib/hadith/first-words';
import type { HiddenPart } from '@/lib/reviews/card';

interface Props {
  hadith: Hadith;
  /** `page` for the new tab's single hadith; `result` for a search result. */
  variant: 'page' | 'result';
  /**
   * "Read in its book" beside the reference, offered or not (the new tab's plan
   * says); undefined for none (the welcome page's sample has no service yet).
   */
  readerOffered?: boolean;
  /** The collection's name opens its contents; by default where "Read in its book" is offered. */
  contentsLinked?: boolean;
  /** A review's: the part shown only as its first words until "Show". */
  hidden?: HiddenPart;
}

/** Whether a folded text clips anything: a paragraph whose clamped lines hide more. */
function clips(text: HTMLElement): boolean {
  return [...text.querySelectorAll<HTMLElement>('.arabic, .translation')].some(
    (paragraph) => paragraph.scrollHeight > paragraph.clientHeight + 1,
  );
}

/** A text, or, hidden, its first words and a sentence for screen readers that the rest is hidden. */
function Shown({ text, hidden, sentence }: { text: string; hidden: boolean; sentence: string }) {
  if (!hidden) return <>{breakLongRuns(text)}</>;
  const { shown, cut } = firstWords(text);
  return (
    <>
      {shown}
      {cut && <span aria-hidden="true">{CUT_AFTER}</span>}
      <span class="visually-hidden"> {sentence}</span>
    </>
  );
}

/**
 * One hadith: the Arabic, the translation and its reference. Every text is
 * rendered as a text node, never as HTML.
 */
export function HadithCard({ hadith, variant, readerOffered, contentsLinked, hidden }: Props) {
  const expanded = useSignal(false);
  /** A result's folded lines hide some of its text, as laid out now. */
  const clipped = useSignal(false);
  const text = useRef<HTMLDivElement>(null);
  const grades = formatGrades(hadith);
  const reference = (
    <p class="reference">
      <ReferenceText
        hadith={hadith}
        line={formatReference(hadith)}
        linked={contentsLinked ?? readerOffered === true}
      />
    </p>
  );
  // A result starts folded to a few lines, so a list of them stays scannable.
  const folds = variant === 'result';
  const textId = hadithTextId(hadith);

  // "Show full hadith" only when the folded lines really hide text: measured, again
  // whenever the text's box changes (a narrower window, the Arabic font arriving).
  useLayoutEffect(() => {
    const element = text.current;
    if (!folds || element === null) return;
    const measure = () => {
      if (!expanded.value) clipped.value = clips(element);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [folds, hadith]);
  const foldable = folds && clipped.value;

  return (
    <article class={`hadith hadith-${variant}`}>
      {variant === 'result' && reference}
      <HadithText
        hadith={hadith}
        id={textId}
        textRef={text}
        clamped={folds && !expanded.value}
        // The new tab's text scrolls when it is long: focusable, the keyboard can scroll it.
        onScroll={variant === 'page' ? noteReadingPosition : undefined}
        // The new tab's benchmark times the paint of this text.
        arabicTiming={variant === 'page' ? 'hadith-text' : undefined}
        draw={(part, shown) => (
          <Shown
            text={shown}
            hidden={hidden === part}
            sentence={i18n.t(
              part === 'arabic' ? 'review.hiddenArabic' : 'review.hiddenTranslation',
            )}
          />
        )}
      />
      {variant === 'page' && (
        // Shown only when the hadith is too long to fit the window (lib/new-tab/page/fit.ts).
        <button
          type="button"
          class="continue-reading"
          aria-controls={textId}
          onClick={continueReading}
        >
          {i18n.t('hadith.continueReading')} <span aria-hidden="true">↓</span>
        </button>
      )}
      {foldable && (
        <FoldToggle
          class="link-button fold-toggle"
          textId={textId}
          expanded={expanded.value}
          onToggle={() => (expanded.value = !expanded.value)}
        />
      )}
      {(variant === 'page' || grades !== '') && (
        <footer class="hadith-meta">
          {variant === 'page' && reference}
          {grades !== '' && <p class="grades">{i18n.t('hadith.grade', [grades])}</p>}
          {readerOffered !== undefined && (
            <ReadInBookLink
              hadith={hadith}
              class="quiet-link read-in-book"
              offered={readerOffered}
            />
          )}
        </footer>
      )}
    </article>
  );
}
