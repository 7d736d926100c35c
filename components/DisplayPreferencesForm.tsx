import { useModel } from '@preact/signals';
import { DisplayPreferencesModel, type DisplayPreferences } from '@/lib/display-preferences';
import { PAGE_SIZES } from '@/lib/page-sizes';
import type { ArabicTextSize, Theme } from '@/lib/settings';

/** Theme, Arabic text size and results per page: saved on change, applied to open pages. */
export function DisplayPreferencesForm({ initial }: { initial: DisplayPreferences }) {
  const model = useModel(() => new DisplayPreferencesModel(initial));

  return (
    <section class="card options-form" aria-labelledby="display-heading">
      <h2 id="display-heading">Display</h2>
      <div class="field">
        <label for="theme">Theme</label>
        <select
          id="theme"
          value={model.themeChoice}
          onChange={(event) => model.chooseTheme(event.currentTarget.value as Theme)}
        >
          <option value="system">Same as the system</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </div>
      <div class="field">
        <label for="arabic-size">Arabic text size</label>
        <select
          id="arabic-size"
          value={model.sizeChoice}
          onChange={(event) => model.chooseArabicSize(event.currentTarget.value as ArabicTextSize)}
        >
          <option value="smaller">Smaller</option>
          <option value="normal">Normal</option>
          <option value="larger">Larger</option>
          <option value="largest">Largest</option>
        </select>
      </div>
      <div class="field">
        <label for="results-per-page">Results per page</label>
        <select
          id="results-per-page"
          value={String(model.perPageChoice.value)}
          onChange={(event) => model.choosePerPage(Number(event.currentTarget.value))}
          aria-describedby="results-per-page-hint"
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
        </select>
        <p class="hint" id="results-per-page-hint">
          For new searches in the popup and on the results page; each can change it for itself.
        </p>
      </div>
      <p class="saved" aria-live="polite">
        {model.status.value}
      </p>
    </section>
  );
}
