import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import type { Hadith } from '@/lib/hadith/hadith';
import { ask } from '@/lib/messaging/contract';
import { useMark } from './useMarks';

/**
 * Stars a search result. Favourites keep their own copy of the hadith in the
 * background, so the cache's eviction never takes one away.
 */
export function FavouriteButton({
  hadith,
  onChange,
}: {
  hadith: Hadith;
  /** Told once the background has starred or unstarred it. */
  onChange?: (favourite: boolean) => void;
}) {
  // Unknown until the background answers for all the page's cards; then it stays unknown
  // (and disabled) rather than guessing, and says so.
  const { on: favourite, unknown } = useMark('favourite', hadith.id);
  /** Saving the star failed last time. */
  const failed = useSignal(false);

  async function toggle(): Promise<void> {
    const wanted = favourite.value !== true;
    try {
      favourite.value = await ask('setFavourite', { hadith, favourite: wanted });
      failed.value = false;
      onChange?.(favourite.value);
    } catch {
      // Shown on the button; the state stays what the background last said.
      failed.value = true;
    }
  }

  return (
    <button
      type="button"
      class="link-button"
      aria-pressed={favourite.value === true}
      disabled={favourite.value === null}
      onClick={() => void toggle()}
    >
      {failed.value
        ? i18n.t('hadith.favouriteNotSaved')
        : unknown.value && favourite.value === null
          ? i18n.t('hadith.favouriteUnknown')
          : `${favourite.value ? '★' : '☆'} ${i18n.t('hadith.favourite')}`}
    </button>
  );
}
