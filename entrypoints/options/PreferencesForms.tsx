import { i18n } from '#i18n';
import type { Signal } from '@preact/signals';
import { useModel } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import {
  DisplayPreferencesModel,
  ExplanationsPreferenceModel,
  MAX_DAILY_BUDGET,
  NewTabPreferencesModel,
  type DisplayPreferences,
  type NewTabPreferences,
} from '@/lib/options/page/preferences';
import { PAGE_SIZES } from '@/lib/search/page-sizes';
import type { ArabicTextSize, Rotation, Theme } from '@/lib/storage/settings';
import { formatNumber } from '@/lib/locale/locale';
import { RadioField, SelectField } from './SelectField';
import { localCollectionName } from '@/lib/hadith/collection-names';

/** A form saved as it changes: its heading, its fields, and the line saying it saved. */
export function SavedAsChangedCard(props: {
  id: string;
  heading: string;
  status: Signal<string>;
  children: ComponentChildren;
}) {
  return (
    <section class="card options-form" aria-labelledby={props.id}>
      <h2 id={props.id}>{props.heading}</h2>
      {props.children}
      <p class="saved" aria-live="polite">
        {props.status.value}
      </p>
    </section>
  );
}

/** The new tab's preferences: how often the hadith changes, and the day's request budget. */
export function NewTabPreferencesForm({ initial }: { initial: NewTabPreferences }) {
  const model = useModel(() => new NewTabPreferencesModel(initial));

  return (
    <SavedAsChangedCard
      id="new-tab-heading"
      heading={i18n.t('newTabPrefs.heading')}
      status={model.status}
    >
      <RadioField<Rotation>
        id="rotation"
        label={i18n.t('newTabPrefs.rotation')}
        value={model.rotation.chosen.value}
        options={[
          { value: 'every-tab', label: i18n.t('newTabPrefs.everyTab') },
          { value: 'daily', label: i18n.t('newTabPrefs.daily') },
        ]}
        onChoose={model.rotation.choose}
      />
      <div class="field">
        <label for="daily-budget">{i18n.t('newTabPrefs.budget')}</label>
        <input
          id="daily-budget"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_DAILY_BUDGET}
          step={1}
          value={model.budgetText}
          onInput={(event) => model.typeBudget(event.currentTarget.value)}
          onChange={(event) => model.commitBudget(event.currentTarget.value)}
          aria-invalid={model.budgetInvalid.value || undefined}
          aria-describedby={
            model.budgetInvalid.value ? 'daily-budget-error daily-budget-hint' : 'daily-budget-hint'
          }
        />
        {model.budgetInvalid.value && (
          <p class="field-error" id="daily-budget-error" role="alert">
            {i18n.t('newTabPrefs.budgetInvalid', [formatNumber(MAX_DAILY_BUDGET)])}
          </p>
        )}
        <p class="hint" id="daily-budget-hint">
          {i18n.t('newTabPrefs.budgetHint')}
        </p>
      </div>
      <CollectionsField model={model} />
    </SavedAsChangedCard>
  );
}

/** The collections new tabs draw from, as the service lists them; none ticked is all. */
function CollectionsField({ model }: { model: InstanceType<typeof NewTabPreferencesModel> }) {
  const offered = model.offered.value;
  const chosen = new Set(model.collections.value.map(({ slug }) => slug));
  return (
    <fieldset class="radio-field collections-field" aria-describedby="collections-hint">
      <legend>{i18n.t('newTabPrefs.collections')}</legend>
      {offered === undefined && <p class="hint">{i18n.t('newTabPrefs.collectionsLoading')}</p>}
      {offered === null && <p class="hint">{i18n.t('newTabPrefs.collectionsUnavailable')}</p>}
      {model.offerFailure.value !== null && (
        <p class="field-error" role="alert">
          {i18n.t('newTabPrefs.collectionsFailed', [model.offerFailure.value])}
        </p>
      )}
      {offered !== undefined && offered !== null && (
        <ul class="collection-choices">
          {offered.map((collection) => (
            <li key={collection.slug}>
              <label>
                <input
                  type="checkbox"
                  checked={chosen.has(collection.slug)}
                  onChange={(event) =>
                    model.toggleCollection(collection, event.currentTarget.checked)
                  }
                />{' '}
                {localCollectionName(collection.name, i18n.t('locale'))}
              </label>
            </li>
          ))}
        </ul>
      )}
      {offered !== null && (
        <p class="hint" id="collections-hint">
          {i18n.t('newTabPrefs.collectionsHint')}
        </p>
      )}
    </fieldset>
  );
}

/** Theme, Arabic text size and results per page: saved on change, applied to open pages. */
export function DisplayPreferencesForm({ initial }: { initial: DisplayPreferences }) {
  const model = useModel(() => new DisplayPreferencesModel(initial));

  return (
    <SavedAsChangedCard
      id="display-heading"
      heading={i18n.t('display.heading')}
      status={model.status}
    >
      <SelectField<Theme>
        id="theme"
        label={i18n.t('display.theme')}
        value={model.theme.chosen.value}
        options={[
          { value: 'system', label: i18n.t('display.themeSystem') },
          { value: 'light', label: i18n.t('display.themeLight') },
          { value: 'dark', label: i18n.t('display.themeDark') },
        ]}
        onChoose={model.theme.choose}
      />
      <SelectField<ArabicTextSize>
        id="arabic-size"
        label={i18n.t('display.arabicSize')}
        value={model.arabicTextSize.chosen.value}
        options={[
          { value: 'smaller', label: i18n.t('display.sizeSmaller') },
          { value: 'normal', label: i18n.t('display.sizeNormal') },
          { value: 'larger', label: i18n.t('display.sizeLarger') },
          { value: 'largest', label: i18n.t('display.sizeLargest') },
        ]}
        onChoose={model.arabicTextSize.choose}
      />
      <SelectField
        id="results-per-page"
        label={i18n.t('display.perPage')}
        value={String(model.resultsPerPage.chosen.value)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: formatNumber(size) }))}
        onChoose={(size) => model.resultsPerPage.choose(Number(size))}
        hint={i18n.t('display.perPageHint')}
      />
    </SavedAsChangedCard>
  );
}

/** "Explain" on every hadith, or nowhere: off, no control and no request. */
export function ExplanationsPreferenceForm({ initial }: { initial: boolean }) {
  const model = useModel(() => new ExplanationsPreferenceModel(initial));
  return (
    <SavedAsChangedCard
      id="explanations-heading"
      heading={i18n.t('explain.optionHeading')}
      status={model.status}
    >
      <label class="check-field">
        <input
          type="checkbox"
          checked={model.offered.chosen.value}
          aria-describedby="explanations-hint"
          onChange={(event) => model.offered.choose(event.currentTarget.checked)}
        />{' '}
        {i18n.t('explain.optionOffer')}
      </label>
      <p class="hint" id="explanations-hint">
        {i18n.t('explain.optionHint')}
      </p>
    </SavedAsChangedCard>
  );
}
