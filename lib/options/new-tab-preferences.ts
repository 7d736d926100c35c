import { i18n } from '#i18n';
import { saveOutcome } from './save-outcome';
import { createModel, signal } from '@preact/signals';
import { formatNumber } from '../ui/locale';
import { dailyRequestBudget, rotation, type Rotation } from '../storage/settings';

/** The most a day's budget may be: the service's own per-key daily cap. */
export const MAX_DAILY_BUDGET = 500;

export interface NewTabPreferences {
  rotation: Rotation;
  dailyRequestBudget: number;
}

export async function loadNewTabPreferences(): Promise<NewTabPreferences> {
  const [rotationValue, budget] = await Promise.all([
    rotation.getValue(),
    dailyRequestBudget.getValue(),
  ]);
  return { rotation: rotationValue, dailyRequestBudget: budget };
}

/** A budget as typed: a whole number from 0 to MAX_DAILY_BUDGET, or null. */
export function parseBudget(text: string): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value)) return null;
  return value >= 0 && value <= MAX_DAILY_BUDGET ? value : null;
}

/**
 * The new tab's preferences on the options page. Each is saved as soon as it
 * changes: they need no permission and nothing else depends on them.
 */
export const NewTabPreferencesModel = createModel((initial: NewTabPreferences) => {
  const rotationChoice = signal<Rotation>(initial.rotation);
  const budgetText = signal(String(initial.dailyRequestBudget));
  const budgetInvalid = signal(false);
  const status = signal('');

  async function saved(write: Promise<void>): Promise<void> {
    status.value = await saveOutcome(write);
  }

  function chooseRotation(value: Rotation): void {
    rotationChoice.value = value;
    void saved(rotation.setValue(value));
  }

  function commitBudget(text: string): void {
    budgetText.value = text;
    const value = parseBudget(text);
    budgetInvalid.value = value === null;
    if (value === null) {
      status.value = i18n.t('newTabPrefs.budgetInvalid', [formatNumber(MAX_DAILY_BUDGET)]);
      return;
    }
    void saved(dailyRequestBudget.setValue(value));
  }

  return { rotationChoice, budgetText, budgetInvalid, status, chooseRotation, commitBudget };
});
