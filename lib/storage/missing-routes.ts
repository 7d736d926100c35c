import { DEFAULT_API_BASE_URL } from './setting-table';
import { readLocal } from './setting-changes';

/**
 * The routes the saved service answered 404 (./browse-state.ts keeps them),
 * read without WXT's storage: a search page's first script asks whether
 * books can be read, and WXT's storage would bring 17 KB onto its path to
 * the first paint (./setting-changes.ts).
 */

export type BrowseRoute = 'hadiths' | 'collections' | 'daily' | 'explain' | 'semantic-search';

export interface MissingRoutes {
  apiBase: string;
  /** Each route answered 404 at this time. */
  missing: Partial<Record<BrowseRoute, number>>;
}

/** How long a 404 from a route is believed: the service may be upgraded. */
export const MISSING_ROUTE_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** Removes trailing slashes so paths can be appended with a single `/`. */
export function trimBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** True when `stored` says the service at `apiBase` answered 404 to `route` within the week. */
export function routeMissing(
  stored: MissingRoutes | null | undefined,
  apiBase: string,
  route: BrowseRoute,
  now: number,
): boolean {
  const at = stored?.apiBase === apiBase ? stored.missing?.[route] : undefined;
  return typeof at === 'number' && now - at < MISSING_ROUTE_LIFETIME_MS && at <= now;
}

/**
 * Which routes the service saved in the options lacks, read once through
 * `chrome.storage`: the new tab's plan asks of two.
 */
export async function savedServiceMissing(
  now = Date.now(),
): Promise<(route: BrowseRoute) => boolean> {
  const { missingRoutes, apiBaseUrl } = await readLocal(['missingRoutes', 'apiBaseUrl']);
  const base = trimBaseUrl(typeof apiBaseUrl === 'string' ? apiBaseUrl : DEFAULT_API_BASE_URL);
  return (route) => routeMissing(missingRoutes as MissingRoutes | null, base, route, now);
}

/** Whether the service saved in the options lacks `route`, read through `chrome.storage`. */
export async function savedServiceLacksRoute(
  route: BrowseRoute,
  now = Date.now(),
): Promise<boolean> {
  return (await savedServiceMissing(now))(route);
}

export { DEFAULT_API_BASE_URL };
