import { i18n } from '#i18n';
import { useModel } from '@preact/signals';
import {
  MAX_DAILY_BUDGET,
  NewTabPreferencesModel,
  type NewTabPreferences,
} from '@/lib/new-tab-preferences';
import type { Rotation } from '@/lib/settings';

/** The new tab's preferences: how often the hadith changes, and the day's request budget. */
export function NewTabPreferencesForm({ initial }: { initial: NewTabPreferences }) {
  const model = useModel(() => new NewTabPreferencesModel(initial));

  return (
    <section class="card options-form" aria-labelledby="new-tab-heading">
      <h2 id="new-tab-heading">{i18n.t('newTabPrefs.heading')}</h2>
      <div class="field">
        <label for="rotation">{i18n.t('newTabPrefs.rotation')}</label>
        <select
          id="rotation"
          value={model.rotationChoice}
          onChange={(event) => model.chooseRotation(event.currentTarget.value as Rotation)}
        >
          <option value="every-tab">{i18n.t('newTabPrefs.everyTab')}</option>
          <option value="daily">{i18n.t('newTabPrefs.daily')}</option>
        </select>
      </div>
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
