import { signal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { missingRoutes, savedServiceLacks } from '@/lib/storage/browse-state';

/**
 * False once the saved service is known to lack `/v1/hadiths` (the published
 * contract has no book route): every "Read in its book" on the page hides,
 * on pages already open too. True until then, as the first paints draw it.
 * The new tab learns it from its plan instead, and keeps storage out of its script.
 */
const offered = signal(true);
let watching = false;

export function useReaderOffered(): boolean {
  // After the first paint: reading storage first sets up its bindings, milliseconds.
  useEffect(() => {
    if (watching) return;
    watching = true;
    const check = () => void savedServiceLacks('hadiths').then((lacks) => (offered.value = !lacks));
    check();
    missingRoutes.watch(check);
  }, []);
  return offered.value;
}
