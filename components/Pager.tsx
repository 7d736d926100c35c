import type { Pagination } from '@/lib/hadith';

interface Props {
  pagination: Pagination;
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  /** The pointer rests on, or focus reaches, `Next`. */
  onNextIntent: () => void;
}

/** `Prev`, `Page X of Y · N results`, `Next`: every figure is the service's own. */
export function Pager({ pagination, canPrev, canNext, onPrev, onNext, onNextIntent }: Props) {
  const { page, totalPages, total } = pagination;
  return (
    <nav class="pager" aria-label="Result pages">
      <button type="button" class="button" disabled={!canPrev} onClick={onPrev}>
        Prev
      </button>
      <p class="page-status" aria-live="polite">
        Page {page} of {totalPages} · {total} {total === 1 ? 'result' : 'results'}
      </p>
      <button
        type="button"
        class="button"
        disabled={!canNext}
        onClick={onNext}
        onPointerEnter={onNextIntent}
        onFocus={onNextIntent}
      >
        Next
      </button>
    </nav>
  );
}
