import { i18n } from '#i18n';
import type { SearchModel } from '@/lib/search/page/model';

/** Words | Meaning: how the query is searched, remembered for every search page. */
export function ModeSwitch({ model }: { model: InstanceType<typeof SearchModel> }) {
  return (
    <fieldset class="field mode-switch">
      <legend>{i18n.t('search.searchBy')}</legend>
      {(['words', 'meaning'] as const).map((mode) => (
        <label key={mode}>
          <input
            type="radio"
            name="search-mode"
            value={mode}
            checked={model.mode.value === mode}
            onChange={() => model.setMode(mode)}
          />
          <span>{i18n.t(mode === 'words' ? 'search.byWords' : 'search.byMeaning')}</span>
        </label>
      ))}
    </fieldset>
  );
}
