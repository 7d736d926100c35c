import { i18n } from '#i18n';
import { signal } from '@preact/signals';
import type { Hadith } from '@/lib/hadith/hadith';
import { readerUrl } from '@/lib/reader/link';
import { missingRoutes, savedServiceLacks } from '@/lib/storage/browse-state';

/**
 * False once the saved service is known to lack `/v1/hadiths` (the published
 * contract has no book route): every "Read in its book" on the page hides.
 * Shown until then, as the first paint draws it.
 */
const readerOffered = signal(true);
let checked = false;

function checkOnce(): void {
  if (checked) return;
  checked = true;
  const check = () =>
    void savedServiceLacks('hadiths').then((lacks) => (readerOffered.value = !lacks));
  check();
  // A 404 met meanwhile (a reference, the reader) hides the links on pages already open.
  missingRoutes.watch(check);
}

interface Props {
  hadith: Hadith;
  class: string;
  /** In a tab of its own: the popup cannot navigate, and a results page keeps its place. */
  newTab?: boolean;
}

/** "Read in its book": opens the reader at this hadith. */
export function ReadInBookLink({ hadith, class: className, newTab = false }: Props) {
  checkOnce();
  const href = readerUrl(hadith);
  if (href === null || !readerOffered.value) return null;
  return (
    <a
      class={className}
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
    >
      {i18n.t('reader.readInBook')}
    </a>
  );
}
