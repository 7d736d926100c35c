import { i18n } from '#i18n';
import type { ComponentChildren } from 'preact';
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

interface StepProps {
  /** There is a page (or book) this way. */
  exists: boolean;
  /** It can be gone to now: not while another is loading. */
  ready: boolean;
  onClick: () => void;
  class?: string;
  /** The name said, where the button shows a shorter one. */
  label?: string;
  onIntent?: () => void;
  children: ComponentChildren;
}

/**
 * One step of a pager, the search's or the reader's: with nothing behind it,
 * disabled; waiting for a page to load, only aria-disabled, so the keyboard's
 * focus stays on it.
 */
export function StepButton({
  exists,
  ready,
  onClick,
  class: className = 'button',
  label,
  onIntent,
  children,
}: StepProps) {
  return (
    <button
      type="button"
      class={className}
      aria-label={label}
      disabled={!exists}
      aria-disabled={!ready || undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {children}
    </button>
  );
}

/** `Prev`, `Page X of Y · N results`, `Next`: every figure is the service's own. */
export function Pager({ pagination, canPrev, canNext, onPrev, onNext, onNextIntent }: Props) {
  const { page, totalPages, total } = pagination;
  return (
    <nav class="pager" aria-label={i18n.t('search.pages')}>
      <StepButton exists={pagination.hasPrev} ready={canPrev} onClick={onPrev}>
        {i18n.t('search.prev')}
      </StepButton>
      <p class="page-status" aria-live="polite">
        {plural('search.pageStatus', total, [
          formatNumber(page),
          formatNumber(totalPages),
          formatNumber(total),
        ])}
      </p>
      <StepButton
        exists={pagination.hasNext}
        ready={canNext}
        onClick={onNext}
        onIntent={onNextIntent}
      >
        {i18n.t('search.next')}
      </StepButton>
    </nav>
  );
}
