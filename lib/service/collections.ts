import { knownCollections, standInCollections } from '../hadith/collection-names';
import type { CollectionInfo } from '../hadith/reference-query';
import type { ApiClient } from './api-client';
import {
  type BrowseRoute,
  COLLECTIONS_LIFETIME_MS,
  collectionsHeld,
  holdCollections,
  isRouteMissing,
  noteIfMissing,
  noteSavedServiceFailure,
  savedApiBase,
} from '../storage/browse-state';
import { savedServiceLacksRoute } from '../storage/missing-routes';

/**
 * The service's collections, kept for days: read from what is held, and
 * fetched again in the background (one request) when it is old. Until the
 * service has listed them, the built-in table stands in: all of it to read
 * references by, and only the collections every service here has to choose from.
 */
export interface CollectionsKeeper {
  /**
   * The collections as listed, or the built-in table's to read references by; whether that
   * list is the service's and fresh; and what to offer as a choice (the service's, else
   * only the collections every service here has).
   */
  current(): Promise<{ collections: CollectionInfo[]; fresh: boolean; offered: CollectionInfo[] }>;
  /** Fetches the list now, unless the service has no such route; resolves with it either way. */
  refresh(): Promise<CollectionInfo[]>;
  /** False when the saved service answered 404 to `route` lately. */
  hasRoute(route: BrowseRoute): Promise<boolean>;
  /** Remembers `route` as missing when `error` is its 404. */
  noteFailure(error: unknown, route: BrowseRoute): Promise<void>;
}

// The address is read without the key: with none saved, the built-in table still reads references.
export function createCollectionsKeeper(api: ApiClient, now: () => number): CollectionsKeeper {
  let refreshing: Promise<CollectionInfo[]> | null = null;

  const keeper: CollectionsKeeper = {
    async current() {
      const held = await collectionsHeld(await savedApiBase());
      if (held === null || held.collections.length === 0) {
        return { collections: knownCollections(), fresh: false, offered: standInCollections() };
      }
      return {
        collections: held.collections,
        fresh: now() - held.fetchedAt < COLLECTIONS_LIFETIME_MS,
        offered: held.collections,
      };
    },

    refresh() {
      refreshing ??= (async () => {
        const base = await savedApiBase();
        if (await isRouteMissing(base, 'collections', now()))
          return (await keeper.current()).collections;
        try {
          const collections = await api.collections();
          await holdCollections({ apiBase: base, fetchedAt: now(), collections });
          return collections;
        } catch (error) {
          await noteIfMissing(error, base, 'collections', now());
          throw error;
        }
      })().finally(() => (refreshing = null));
      return refreshing;
    },

    async hasRoute(route) {
      return !(await savedServiceLacksRoute(route, now()));
    },

    noteFailure: (error, route) => noteSavedServiceFailure(error, route, now()),
  };
  return keeper;
}
