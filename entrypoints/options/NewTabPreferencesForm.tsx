import { i18n } from '#i18n';
import { useModel } from '@preact/signals';
import {
  MAX_DAILY_BUDGET,
  NewTabPreferencesModel,
  type NewTabPreferences,
} from '@/lib/options/new-tab-preferences';
import type { Rotation } from '@/lib/storage/settings';
import { SelectField } from './SelectField';

/** The new tab's preferences: how often the hadith changes, and the day's request budget. */
export function NewTabPreferencesForm({ initial }: { initial: NewTabPreferences }) {
  const model = useModel(() => new NewTabPreferencesModel(initial));

  return (
    <section class="card options-form" aria-labelledby="new-tab-heading">
      <h2 id="new-tab-heading">{i18n.t('newTabPrefs.heading')}</h2>
      <SelectField<Rotation>
        id="rotation"
        label={i18n.t('newTabPrefs.rotation')}
        value={model.rotationChoice.value}
        options={[
          { value: 'every-tab', label: i18n.t('newTabPrefs.everyTab') },
          { value: 'daily', label: i18n.t('newTabPrefs.daily') },
        ]}
        onChoose={(rotation) => model.chooseRotation(rotation)}
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
          onChange={(event) => model.commitBudget(event.currentTarget.value)}
          aria-invalid={model.budgetInvalid.value || undefined}
          aria-describedby="daily-budget-hint"
        />
        <p class="hint" id="daily-budget-hint">
          {i18n.t('newTabPrefs.budgetHint')}
        </p>
      </div>
      <p class="saved" aria-live="polite">
        {model.status.value}
      </p>
    </section>
  );
}
