import { storage } from '#imports';
import { HadithError } from '../hadith-error';
import type { CollectionInfo } from '../hadith/reference-query';
import { apiBaseUrl, trimBaseUrl } from './settings';
import { routeMissing, type BrowseRoute, type MissingRoutes } from './missing-routes';
import { localItem } from './keys';

export { MISSING_ROUTE_LIFETIME_MS, type BrowseRoute } from './missing-routes';

/**
 * What the service offers beyond the published contract: `/v1/hadiths` (by
 * reference, by book) and `/v1/collections`. A service that follows the
 * contract literally answers them 404; that is remembered for its address,
 * so nothing asks again for a week, and the pages degrade quietly. The
 * background writes these; pages read them (the reader's link hides itself).
 */

/** The collections list is kept this long before it is fetched again, in the background. */
export const COLLECTIONS_LIFETIME_MS = 3 * 24 * 60 * 60_000;

export const missingRoutes = storage.defineItem<MissingRoutes | null>(localItem('missingRoutes'), {
  fallback: null,
  version: 1,
});

export interface HeldCollections {
  apiBase: string;
  fetchedAt: number;
  collections: CollectionInfo[];
}

const heldCollections = storage.defineItem<HeldCollections | null>(localItem('collections'), {
  fallback: null,
  version: 1,
});

/** True when the service at `apiBase` answered 404 to `route` within the week. */
export async function isRouteMissing(
  apiBase: string,
  route: BrowseRoute,
  now: number,
): Promise<boolean> {
  return routeMissing(await missingRoutes.getValue(), apiBase, route, now);
}

/** Remembers that `route` is missing when `error` is its 404; any other error changes nothing. */
export async function noteIfMissing(
  error: unknown,
  apiBase: string,
  route: BrowseRoute,
  now: number,
): Promise<void> {
  if (!(error instanceof HadithError) || error.status !== 404) return;
  const stored = await missingRoutes.getValue();
  const missing = stored?.apiBase === apiBase ? stored.missing : {};
  await missingRoutes.setValue({ apiBase, missing: { ...missing, [route]: now } });
}

/** The collections held for `apiBase`, however old; null when none are. */
export async function collectionsHeld(apiBase: string): Promise<HeldCollections | null> {
  const held = await heldCollections.getValue();
  return held?.apiBase === apiBase ? held : null;
}

export async function holdCollections(held: HeldCollections): Promise<void> {
  await heldCollections.setValue(held);
}

/** The service address saved in the options, as what is kept here is keyed by it. */
export async function savedApiBase(): Promise<string> {
  return trimBaseUrl(await apiBaseUrl.getValue());
}

/** Remembers that the saved service lacks `route` when `error` is its 404. */
export async function noteSavedServiceFailure(
  error: unknown,
  route: BrowseRoute,
  now = Date.now(),
): Promise<void> {
  await noteIfMissing(error, await savedApiBase(), route, now);
}
