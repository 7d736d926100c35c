import { i18n } from '#i18n';
import { useModel } from '@preact/signals';
import {
  RETENTIONS,
  REVIEWS_PER_DAY,
  ReviewPreferencesModel,
} from '@/lib/options/page/preferences';
import type { ReviewPreferences } from '@/lib/storage/settings';
import { formatNumber } from '@/lib/locale/locale';
import { SavedAsChangedCard } from './PreferencesForms';
import { SelectField } from './SelectField';

/** How favourites learnt by heart come back on new tabs. */
export function ReviewPreferencesForm({ initial }: { initial: ReviewPreferences }) {
  const model = useModel(() => new ReviewPreferencesModel(initial));
  const { retention, perDay, hidden, badge } = model.chosen.value;
  return (
    <SavedAsChangedCard
      id="review-heading"
      heading={i18n.t('review.prefsHeading')}
      status={model.status}
    >
      <SelectField
        id="review-retention"
        label={i18n.t('review.retention')}
        value={String(retention)}
        options={RETENTIONS.map((value) => ({
          value: String(value),
          label: formatNumber(value, { style: 'percent' }),
        }))}
        onChoose={(value) => model.choose('retention', Number(value))}
        hint={i18n.t('review.retentionHelp')}
      />
      <SelectField
        id="review-per-day"
        label={i18n.t('review.perDay')}
        value={String(perDay)}
        options={REVIEWS_PER_DAY.map((value) => ({
          value: String(value),
          label: formatNumber(value),
        }))}
        onChoose={(value) => model.choose('perDay', Number(value))}
        hint={i18n.t('review.perDayHelp')}
      />
      <SelectField<ReviewPreferences['hidden']>
        id="review-hidden"
        label={i18n.t('review.hidden')}
        value={hidden}
        options={[
          { value: 'arabic', label: i18n.t('review.hiddenArabicOption') },
          { value: 'translation', label: i18n.t('review.hiddenTranslationOption') },
        ]}
        onChoose={(value) => model.choose('hidden', value)}
      />
      <label class="check-field">
        <input
          type="checkbox"
          checked={badge !== false}
          aria-describedby="review-badge-hint"
          onChange={(event) => model.choose('badge', event.currentTarget.checked)}
        />{' '}
        {i18n.t('review.badgeOption')}
      </label>
      <p class="hint" id="review-badge-hint">
        {i18n.t('review.badgeHint')}
      </p>
    </SavedAsChangedCard>
  );
}
