import { signal, type Signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { savedServiceMissing, type BrowseRoute } from '@/lib/storage/missing-routes';
import { readLocal, watchSettings } from '@/lib/storage/setting-changes';

/**
 * What a page offers of the service's routes beyond the published contract,
 * and of its optional features. A route is offered until the saved service is
 * known to lack it (a 404, lib/storage/missing-routes.ts), as the first paints
 * draw it; then every control that needs it hides, on pages already open too.
 * The new tab learns books from its plan instead.
 */
const routes = new Map<BrowseRoute, Signal<boolean>>();
/** The options' "Offer explanations" (lib/storage/settings.ts). */
const explanationsOn = signal(true);
let watching = false;

async function check(): Promise<void> {
  const [missing, { explanationsOffered }] = await Promise.all([
    savedServiceMissing(),
    readLocal(['explanationsOffered']),
  ]);
  for (const [route, offered] of routes) offered.value = !missing(route);
  explanationsOn.value = explanationsOffered !== false;
}

export function useRouteOffered(route: BrowseRoute): boolean {
  let offered = routes.get(route);
  const added = offered === undefined;
  if (offered === undefined) routes.set(route, (offered = signal(true)));
  // After the first paint: reading storage is not on its way.
  useEffect(() => {
    if (watching) {
      if (added) void check();
      return;
    }
    watching = true;
    void check();
    watchSettings(['missingRoutes', 'apiBaseUrl', 'explanationsOffered'], () => void check());
  }, []);
  return offered.value;
}

/** "Read in its book": the service has `/v1/hadiths`. */
export const useReaderOffered = () => useRouteOffered('hadiths');

/** Explain: the user wants explanations, and the service has them. */
export function useExplainOffered(): boolean {
  const route = useRouteOffered('explain');
  return route && explanationsOn.value;
}
