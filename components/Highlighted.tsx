import type { Segment } from '@/lib/highlight';

/** Text with its matched words in <mark>: text nodes only, never HTML. */
export function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}
