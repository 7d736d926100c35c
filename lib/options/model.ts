import { i18n } from '#i18n';
import { action, batch, createModel, signal } from '@preact/signals';
import { browser, storage } from '#imports';
import * as settings from '../storage/settings';
import { describeRefusal, planSave, type SavePlan, type SettingsForm } from './settings-form';

type Field = keyof SettingsForm;

/** What went wrong with the last save; `field` when one field is at fault. */
export interface SaveProblem {
  field: Field | null;
  message: string;
}

/** Reads the four settings, for the form's first values. */
export async function loadSettingsForm(): Promise<SettingsForm> {
  const [apiKey, apiBaseUrl, searchBaseUrl, language] = await Promise.all([
    settings.apiKey.getValue(),
    settings.apiBaseUrl.getValue(),
    settings.searchBaseUrl.getValue(),
    settings.language.getValue(),
  ]);
  return { apiKey, apiBaseUrl, searchBaseUrl, language };
}

/**
 * The options form: the fields as typed, and a save that validates, asks for
 * host permissions while the click still counts as a user gesture, then writes
 * all settings at once so open pages reload once.
 */
export const OptionsModel = createModel((initial: SettingsForm) => {
  const fields = {
    apiKey: signal(initial.apiKey),
    apiBaseUrl: signal(initial.apiBaseUrl),
    searchBaseUrl: signal(initial.searchBaseUrl),
    language: signal(initial.language),
  };
  const saved = signal(false);
  /** What the save changed in the addresses as typed (lib/options/settings-form.ts). */
  const notes = signal<string[]>([]);
  const saving = signal(false);
  const problem = signal<SaveProblem | null>(null);

  const edit = action((field: Field, value: string) => {
    fields[field].value = value;
    saved.value = false;
    if (problem.value?.field === field) problem.value = null;
  });

  async function finish(plan: Extract<SavePlan, { ok: true }>, granted: Promise<boolean>) {
    try {
      if (!(await granted)) {
        problem.value = { field: null, message: describeRefusal(plan.permissions) };
        return;
      }
      const { values } = plan;
      await storage.setItems([
        { item: settings.apiKey, value: values.apiKey },
        { item: settings.apiBaseUrl, value: values.apiBaseUrl },
        { item: settings.searchBaseUrl, value: values.searchBaseUrl },
        { item: settings.language, value: values.language },
      ]);
      batch(() => {
        // Show what was stored: trimmed, without trailing slashes.
        for (const field of Object.keys(fields) as Field[]) fields[field].value = values[field];
        saved.value = true;
        notes.value = plan.notes;
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problem.value = { field: null, message: i18n.t('options.notStored', [reason]) };
    } finally {
      saving.value = false;
    }
  }

  const save = action(() => {
    // The Save button stays focusable while a save runs (aria-disabled): it only waits.
    if (saving.value) return;
    const plan = planSave({
      apiKey: fields.apiKey.value,
      apiBaseUrl: fields.apiBaseUrl.value,
      searchBaseUrl: fields.searchBaseUrl.value,
      language: fields.language.value,
    });
    saved.value = false;
    if (!plan.ok) {
      problem.value = { field: plan.field, message: plan.message };
      return;
    }
    problem.value = null;
    saving.value = true;
    // Called before any await: browsers only show the prompt during the user's click.
    const origins = plan.permissions.map((p) => p.pattern);
    const granted =
      origins.length === 0 ? Promise.resolve(true) : browser.permissions.request({ origins });
    void finish(plan, granted);
  });

  return { fields, saved, notes, saving, problem, edit, save };
});
