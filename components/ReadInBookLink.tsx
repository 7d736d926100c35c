import { i18n } from '#i18n';
import type { Hadith } from '@/lib/hadith/hadith';
import { readerUrl } from '@/lib/reader/link';

interface Props {
  hadith: Hadith;
  class: string;
  /** False once the service is known to lack books (components/useRouteOffered.ts, or the new tab's plan). */
  offered: boolean;
  /** In a tab of its own: the popup cannot navigate, and a results page keeps its place. */
  newTab?: boolean;
}

/** "Read in its book": opens the reader at this hadith; nothing for a hadith in no book. */
export function ReadInBookLink({ hadith, class: className, offered, newTab = false }: Props) {
  const href = readerUrl(hadith);
  if (href === null || !offered) return null;
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
