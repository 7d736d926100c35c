import { i18n } from '#i18n';
import { useModel } from '@preact/signals';
import { DisplayPreferencesModel, type DisplayPreferences } from '@/lib/display-preferences';
import { PAGE_SIZES } from '@/lib/page-sizes';
import type { ArabicTextSize, Theme } from '@/lib/settings';
import { formatNumber } from '@/lib/ui-locale';

/** Theme, Arabic text size and results per page: saved on change, applied to open pages. */
export function DisplayPreferencesForm({ initial }: { initial: DisplayPreferences }) {
  const model = useModel(() => new DisplayPreferencesModel(initial));

  return (
    <section class="card options-form" aria-labelledby="display-heading">
      <h2 id="display-heading">{i18n.t('display.heading')}</h2>
      <div class="field">
        <label for="theme">{i18n.t('display.theme')}</label>
        <select
          id="theme"
          value={model.themeChoice}
          onChange={(event) => model.chooseTheme(event.currentTarget.value as Theme)}
        >
          <option value="system">{i18n.t('display.themeSystem')}</option>
          <option value="light">{i18n.t('display.themeLight')}</option>
          <option value="dark">{i18n.t('display.themeDark')}</option>
        </select>
      </div>
      <div class="field">
        <label for="arabic-size">{i18n.t('display.arabicSize')}</label>
        <select
          id="arabic-size"
          value={model.sizeChoice}
          onChange={(event) => model.chooseArabicSize(event.currentTarget.value as ArabicTextSize)}
        >
          <option value="smaller">{i18n.t('display.sizeSmaller')}</option>
          <option value="normal">{i18n.t('display.sizeNormal')}</option>
          <option value="larger">{i18n.t('display.sizeLarger')}</option>
          <option value="largest">{i18n.t('display.sizeLargest')}</option>
        </select>
      </div>
      <div class="field">
        <label for="results-per-page">{i18n.t('display.perPage')}</label>
        <select
          id="results-per-page"
          value={String(model.perPageChoice.value)}
          onChange={(event) => model.choosePerPage(Number(event.currentTarget.value))}
          aria-describedby="results-per-page-hint"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {formatNumber(size)}
            </option>
          ))}
        </select>
        <p class="hint" id="results-per-page-hint">
          {i18n.t('display.perPageHint')}
        </p>
      </div>
      <p class="saved" aria-live="polite">
        {model.status.value}
      </p>
    </section>
  );
}
