import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Hadith } from '@/lib/hadith/hadith';
import { ask } from '@/lib/messaging/contract';

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
  const favourite = useSignal<boolean | null>(null);
  /** What went wrong last: reading whether it is starred, or saving the star. */
  const failed = useSignal<'read' | 'save' | null>(null);

  useEffect(() => {
    let current = true;
    ask('isFavourite', { id: hadith.id }).then(
      (is) => current && (favourite.value = is),
      // The star stays unknown (and disabled) rather than guessing, and says so.
      () => current && (failed.value = 'read'),
    );
    return () => {
      current = false;
    };
  }, [hadith.id]);

  async function toggle(): Promise<void> {
    const wanted = favourite.value !== true;
    try {
      favourite.value = await ask('setFavourite', { hadith, favourite: wanted });
      failed.value = null;
      onChange?.(favourite.value);
    } catch {
      // Shown on the button; the state stays what the background last said.
      failed.value = 'save';
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
      {failed.value === 'save'
        ? i18n.t('hadith.favouriteNotSaved')
        : failed.value === 'read'
          ? i18n.t('hadith.favouriteUnknown')
          : `${favourite.value ? '★' : '☆'} ${i18n.t('hadith.favourite')}`}
    </button>
  );
}
