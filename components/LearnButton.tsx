import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import type { Hadith } from '@/lib/hadith/hadith';
import { ask } from '@/lib/messaging/contract';
import { useMark } from './useMarks';

/**
 * Learns a hadith by heart, or stops: learning stars it too, since a review's
 * text comes from the favourites. Pressed while it is learnt. Until the
 * background says, it shows as not learnt and works (learning one already
 * learnt leaves it as it was), so no tab opens on a greyed button.
 */
export function LearnButton({
  hadith,
  class: className = 'link-button',
  onChange,
}: {
  hadith: Hadith;
  class?: string;
  /** Told once the background has started or stopped learning it. */
  onChange?: (learning: boolean) => void;
}) {
  // Asked with the page's other cards; unknown, it shows as not learnt and still works.
  const { on: learning, unknown } = useMark('learning', hadith.id);
  const failed = useSignal(false);

  async function toggle(): Promise<void> {
    const wanted = learning.value !== true;
    try {
      if (wanted) await ask('learnHadith', { hadith, at: Date.now() });
      else await ask('stopLearning', { ids: [hadith.id] });
      learning.value = wanted;
      failed.value = false;
      onChange?.(wanted);
    } catch {
      failed.value = true;
    }
  }

  return (
    <button
      type="button"
      class={className}
      aria-pressed={learning.value === true}
      onClick={() => void toggle()}
    >
      {failed.value || (unknown.value && learning.value === null) ? (
        i18n.t('hadith.favouriteNotSaved')
      ) : (
        <>
          <span aria-hidden="true">{learning.value ? '◉' : '○'}</span>{' '}
          {i18n.t(learning.value ? 'review.learning' : 'review.learn')}
        </>
      )}
    </button>
  );
}
