import { createModel, signal } from '@preact/signals';
import { offeredPageSize } from '../search/page-sizes';
import { saveOutcome } from './save-outcome';
import {
  arabicTextSize,
  resultsPerPage,
  theme,
  type ArabicTextSize,
  type Theme,
} from '../storage/settings';

export interface DisplayPreferences {
  theme: Theme;
  arabicTextSize: ArabicTextSize;
  resultsPerPage: number;
}

export async function loadDisplayPreferences(): Promise<DisplayPreferences> {
  const [themeValue, size, perPage] = await Promise.all([
    theme.getValue(),
    arabicTextSize.getValue(),
    resultsPerPage.getValue(),
  ]);
  return { theme: themeValue, arabicTextSize: size, resultsPerPage: perPage };
}

/**
 * How pages look and how many results a search shows. Each choice is saved at
 * once; open pages follow through their storage watchers.
 */
export const DisplayPreferencesModel = createModel((initial: DisplayPreferences) => {
  const themeChoice = signal(initial.theme);
  const sizeChoice = signal(initial.arabicTextSize);
  const perPageChoice = signal(offeredPageSize(initial.resultsPerPage));
  const status = signal('');

  async function saved(write: Promise<void>): Promise<void> {
    status.value = await saveOutcome(write);
  }

  return {
    themeChoice,
    sizeChoice,
    perPageChoice,
    status,
    chooseTheme(value: Theme) {
      themeChoice.value = value;
      void saved(theme.setValue(value));
    },
    chooseArabicSize(value: ArabicTextSize) {
      sizeChoice.value = value;
      void saved(arabicTextSize.setValue(value));
    },
    choosePerPage(value: number) {
      perPageChoice.value = value;
      void saved(resultsPerPage.setValue(value));
    },
  };
});
