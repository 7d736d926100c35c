import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { Hadith } from '@/lib/hadith/hadith';
import { HadithError } from '@/lib/hadith-error';
import { askNewTab } from '@/lib/new-tab/new-tab-protocol';

/**
 * Stars a search result. Favourites keep their own copy of the hadith in the
 * background, so the cache's eviction never takes one away.
 */
export function FavouriteButton({ hadith }: { hadith: Hadith }) {
  const favourite = useSignal<boolean | null>(null);
  const failed = useSignal(false);

  useEffect(() => {
    let current = true;
    askNewTab('isFavourite', { id: hadith.id }).then(
      (is) => current && (favourite.value = is),
      (error: unknown) => {
        // The star stays unknown (and disabled) rather than guessing.
        console.warn('Could not read the favourite', HadithError.from(error).message);
      },
    );
    return () => {
      current = false;
    };
  }, [hadith.id]);

  async function toggle(): Promise<void> {
    const wanted = favourite.value !== true;
    try {
      favourite.value = await askNewTab('setFavourite', { hadith, favourite: wanted });
      failed.value = false;
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
        : `${favourite.value ? '★' : '☆'} ${i18n.t('hadith.favourite')}`}
    </button>
  );
}
