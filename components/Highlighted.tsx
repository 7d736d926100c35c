import type { Segment } from '@/lib/highlight';
import { breakLongRuns } from '@/lib/long-runs';

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
