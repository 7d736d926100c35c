import { i18n } from '#i18n';
import { useModel } from '@preact/signals';
import {
  DisplayPreferencesModel,
  type DisplayPreferences,
} from '@/lib/options/display-preferences';
import { PAGE_SIZES } from '@/lib/search/page-sizes';
import type { ArabicTextSize, Theme } from '@/lib/storage/settings';
import { formatNumber } from '@/lib/ui/locale';
import { SelectField } from './SelectField';

/** Theme, Arabic text size and results per page: saved on change, applied to open pages. */
export function DisplayPreferencesForm({ initial }: { initial: DisplayPreferences }) {
  const model = useModel(() => new DisplayPreferencesModel(initial));

  return (
    <section class="card options-form" aria-labelledby="display-heading">
      <h2 id="display-heading">{i18n.t('display.heading')}</h2>
      <SelectField<Theme>
        id="theme"
        label={i18n.t('display.theme')}
        value={model.themeChoice.value}
        options={[
          { value: 'system', label: i18n.t('display.themeSystem') },
          { value: 'light', label: i18n.t('display.themeLight') },
          { value: 'dark', label: i18n.t('display.themeDark') },
        ]}
        onChoose={(theme) => model.chooseTheme(theme)}
      />
      <SelectField<ArabicTextSize>
        id="arabic-size"
        label={i18n.t('display.arabicSize')}
        value={model.sizeChoice.value}
        options={[
          { value: 'smaller', label: i18n.t('display.sizeSmaller') },
          { value: 'normal', label: i18n.t('display.sizeNormal') },
          { value: 'larger', label: i18n.t('display.sizeLarger') },
          { value: 'largest', label: i18n.t('display.sizeLargest') },
        ]}
        onChoose={(size) => model.chooseArabicSize(size)}
      />
      <SelectField
        id="results-per-page"
        label={i18n.t('display.perPage')}
        value={String(model.perPageChoice.value)}
        options={PAGE_SIZES.map((size) => ({ value: String(size), label: formatNumber(size) }))}
        onChoose={(size) => model.choosePerPage(Number(size))}
        hint={i18n.t('display.perPageHint')}
      />
      <p class="saved" aria-live="polite">
        {model.status.value}
      </p>
    </section>
  );
}
