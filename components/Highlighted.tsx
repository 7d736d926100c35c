import type { Segment } from '@/lib/hadith/highlight';
import { breakLongRuns } from '@/lib/hadith/long-runs';

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
