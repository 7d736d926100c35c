import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { savedServiceLacksRoute } from '@/lib/storage/missing-routes';
import { watchSettings } from '@/lib/storage/setting-changes';

/**
 * False once the saved service is known to lack `/v1/hadiths` (the published
 * contract has no book route): every "Read in its book" on the page hides,
 * on pages already open too. True until then, as the first paints draw it.
 * The new tab learns it from its plan instead.
 */
const offered = signal(true);
let watching = false;

export function useReaderOffered(): boolean {
  // After the first paint: reading storage is not on its way.
  useEffect(() => {
    if (watching) return;
    watching = true;
    const check = () =>
      void savedServiceLacksRoute('hadiths').then((lacks) => (offered.value = !lacks));
    check();
    watchSettings(['missingRoutes', 'apiBaseUrl'], check);
  }, []);
  return offered.value;
}
