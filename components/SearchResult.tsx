import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import type { Hadith } from '@/lib/hadith/hadith';
import { formatGrades, referenceLine, resultTextId } from '@/lib/hadith/reference';
import { highlight, type Segment } from '@/lib/hadith/highlight';
import { foldHidesSomething, keptSnippet } from '@/lib/search/page/snippets';
import { breakLongRuns } from '@/lib/hadith/long-runs';
import { CopyButton } from './CopyButton';
import { ExplainButton } from './ExplainButton';
import { FavouriteButton } from './FavouriteButton';
import { FoldToggle, HadithText } from './HadithText';
import { LearnButton } from './LearnButton';
import { ReadInBookLink } from './ReadInBookLink';
import { ReferenceText } from './ReferenceText';
import { useReaderOffered } from './useRouteOffered';
import { ShareButton } from './ShareButton';

/** Text with its matched words in <mark>: text nodes only, never HTML. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? (
          <mark key={i}>{breakLongRuns(segment.text)}</mark>
        ) : (
          breakLongRuns(segment.text)
        ),
      )}
    </>
  );
}

interface Props {
  hadith: Hadith;
  /** The query's normalised words, to mark in the text. */
  terms: string[];
  initiallyExpanded?: boolean;
  /** Shown whole, with no fold and a Share button: a reference's card, the reader's hadiths. */
  full?: boolean;
  /** "Read in its book" is offered; not in the reader, which is that book. */
  bookLink?: boolean;
  /** Its texts as cut when its page was kept (lib/search/page/snippets.ts): not cut again. */
  cut?: unknown;
  /** Marks the first result for the Element Timing API, which the benchmark reads. */
  timed?: boolean;
}

/** The text put on the clipboard: reference and grade (as the result's line shows them), Arabic, translation. */
function clipboardText(hadith: Hadith): string {
  return [referenceLine(hadith), hadith.arabicText, hadith.translation ?? '']
    .filter((part) => part.trim() !== '')
    .join('\n\n');
}

/**
 * One search result: its reference, snippets of the Arabic and the translation
 * around the matched words, and the whole hadith once expanded.
 */
export function SearchResult({
  hadith,
  terms,
  initiallyExpanded = false,
  full = false,
  bookLink = true,
  cut: kept,
  timed = false,
}: Props) {
  const folded = useSignal(!initiallyExpanded);
  const readerOffered = useReaderOffered();
  const expanded = full || !folded.value;
  const grades = formatGrades(hadith);
  const textId = resultTextId(hadith);
  const cut = (text: string) =>
    expanded ? highlight(text, terms) : keptSnippet(hadith, kept, text, terms);
  // "Show full hadith" only where something is left out: a text cut short, or the grade.
  const foldable = !full && foldHidesSomething(hadith, grades);

  return (
    <article class="hadith hadith-result">
      <p class="reference" elementtiming={timed ? 'search-results' : undefined}>
        {/* From the reader (which offers no book link: it is in the book) the contents open in place. */}
        <ReferenceText
          hadith={hadith}
          line={referenceLine(hadith)}
          linked={readerOffered}
          newTab={bookLink}
        />
      </p>
      <HadithText
        hadith={hadith}
        id={textId}
        draw={(_part, text) => <Highlighted segments={cut(text)} />}
      />
      {expanded && grades !== '' && <p class="grades">{i18n.t('hadith.grade', [grades])}</p>}
      <div class="result-actions">
        {foldable && (
          <FoldToggle
            textId={textId}
            expanded={expanded}
            onToggle={() => (folded.value = !folded.value)}
          />
        )}
        <CopyButton text={() => clipboardText(hadith)} />
        <FavouriteButton hadith={hadith} />
        {full && <LearnButton hadith={hadith} />}
        {full && <ShareButton hadith={hadith} class="link-button" />}
        <ExplainButton hadith={hadith} />
        {bookLink && (
          <ReadInBookLink hadith={hadith} class="link-button" offered={readerOffered} newTab />
        )}
      </div>
    </article>
  );
}
