import type { Page } from '@playwright/test';
import type { FavouriteHadith } from '../../lib/storage/db';
import { askBackground } from '../../scripts/ask-background';

export { askBackground };

/** Every favourite, newest first, as the options page exports them. */
export async function favouritesOf(page: Page): Promise<FavouriteHadith[]> {
  // An export writes every field of every row (lib/favourites/file.ts).
  return (await askBackground(page, 'exportFavourites')).favourites as FavouriteHadith[];
}
