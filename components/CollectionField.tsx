import { i18n } from '#i18n';
import { localCollectionName } from '@/lib/hadith/collection-names';
import type { CollectionChoice } from '@/lib/search/page/snapshot';

interface Props {
  collections: CollectionChoice[];
  /** The slug chosen; '' for all. */
  value: string;
  onChange: (slug: string) => void;
}

/** "Collection": all of them, or one the service lists, to search within. */
export function CollectionField({ collections, value, onChange }: Props) {
  return (
    <div class="field field-collection">
      <label for="collection">{i18n.t('search.collection')}</label>
      <select
        id="collection"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        <option value="">{i18n.t('search.allCollections')}</option>
        {collections.map(({ slug, name }) => (
          <option key={slug} value={slug}>
            {localCollectionName(name, i18n.t('locale'))}
          </option>
        ))}
      </select>
    </div>
  );
}
