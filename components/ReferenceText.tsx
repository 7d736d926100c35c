import type { Hadith } from '@/lib/hadith/hadith';
import { shownCollection } from '@/lib/hadith/reference';
import { contentsUrl } from '@/lib/reader/link';

interface Props {
  hadith: Hadith;
  /** The line as written (lib/hadith/reference.ts): the reference, perhaps its grade. */
  line: string;
  /** The service has books (useReaderOffered, or the new tab's plan): the name opens the contents. */
  linked: boolean;
  /** In a tab of its own: the popup cannot navigate, and a results page keeps its place. */
  newTab?: boolean;
}

/**
 * A reference line whose collection's name opens that collection's contents
 * (the reader's list of books); the line as text where the service has no books.
 */
export function ReferenceText({ hadith, line, linked, newTab = false }: Props) {
  const name = shownCollection(hadith.collection);
  const at = linked && name !== '' ? line.indexOf(name) : -1;
  if (at < 0) return <>{line}</>;
  return (
    <>
      {line.slice(0, at)}
      <a
        class="collection-link"
        href={contentsUrl(hadith.collection)}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener' : undefined}
      >
        {name}
      </a>
      {line.slice(at + name.length)}
    </>
  );
}
