import { i18n } from '#i18n';
import type { Pagination } from '@/lib/hadith/hadith';
import { formatNumber, plural } from '@/lib/locale/locale';

interface Props {
  pagination: Pagination;
  canPrev: boolean;
  canNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  /** The pointer rests on, or focus reaches, `Next`. */
  onNextIntent: () => void;
}

/**
 * `Prev`, `Page X of Y · N results`, `Next`: every figure is the service's own.
 * A button with no page behind it is disabled; one waiting for a page to load
 * is only aria-disabled, so the keyboard's focus stays on it.
 */
export function Pager({ pagination, canPrev, canNext, onPrev, onNext, onNextIntent }: Props) {
  const { page, totalPages, total } = pagination;
  return (
    <nav class="pager" aria-label={i18n.t('search.pages')}>
      <button
        type="button"
        class="button"
        disabled={!pagination.hasPrev}
        aria-disabled={!canPrev || undefined}
        onClick={onPrev}
      >
        {i18n.t('search.prev')}
      </button>
      <p class="page-status" aria-live="polite">
        {plural('search.pageStatus', total, [
          formatNumber(page),
          formatNumber(totalPages),
          formatNumber(total),
        ])}
      </p>
      <button
        type="button"
        class="button"
        disabled={!pagination.hasNext}
        aria-disabled={!canNext || undefined}
        onClick={onNext}
        onPointerEnter={onNextIntent}
        onFocus={onNextIntent}
      >
        {i18n.t('search.next')}
      </button>
    </nav>
  );
}
