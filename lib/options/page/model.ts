import { i18n } from '#i18n';
import { action, batch, createModel, signal } from '@preact/signals';
import { browser, storage } from '#imports';
import * as settings from '../../storage/settings';
import {
  DEFAULT_ORIGIN,
  describeRefusal,
  planSave,
  type SavePlan,
  type SettingsForm,
} from './settings-form';
import { NETWORK_ACTION_MS, networkActionSeconds, within } from './deadline';
import { keyFormatWarning, savedKeyNote } from './key-check-text';
import type { KeyCheck } from '../../service/key-check-outcome';
import type { AddressProbe } from '../../service/address-probe';
import { ask } from '../../messaging/contract';
import { formatList } from '../../locale/locale';

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

/** What the save says of the saved API address once it has asked it (lib/service/address-probe.ts). */
function probeNote(probe: AddressProbe, host: string): string {
  switch (probe.outcome) {
    case 'answers':
      return i18n.t('options.addressAnswers', [host]);
    case 'not-this-service':
      return i18n.t('options.addressNotService', [host, String(probe.status)]);
    case 'unreachable':
      return i18n.t('options.addressUnreachable', [host]);
    case 'no-answer':
      return i18n.t('options.addressNoAnswer', [host]);
  }
}

/**
 * The options form: the fields as typed, and a save that validates, asks for
 * host permissions while the click still counts as a user gesture, then writes
 * all settings at once so open pages reload once. Saved, it says what it
 * doubts: a key unlike the production service's, and whether anything answers
 * at an address other than production's. The permission prompt and that
 * check end within NETWORK_ACTION_MS, or when the user cancels.
 */
export const OptionsModel = createModel((initial: SettingsForm) => {
  const fields = {
    apiKey: signal(initial.apiKey),
    apiBaseUrl: signal(initial.apiBaseUrl),
    searchBaseUrl: signal(initial.searchBaseUrl),
    language: signal(initial.language),
  };
  const saved = signal(false);
  /** What the save changed or doubts, said after "Saved." (lib/options/page/settings-form.ts). */
  const notes = signal<string[]>([]);
  /** The saved address's check, while it runs: "Checking that … answers". */
  const checking = signal<string | null>(null);
  const saving = signal(false);
  const problem = signal<SaveProblem | null>(null);
  let running: AbortController | null = null;

  const edit = action((field: Field, value: string) => {
    fields[field].value = value;
    saved.value = false;
    // A refusal or a timeout (no field) was about the addresses as they were.
    if (problem.value?.field === field || problem.value?.field === null) problem.value = null;
  });

  const clearProblem = action(() => {
    problem.value = null;
  });

  async function finish(
    plan: Extract<SavePlan, { ok: true }>,
    granted: Promise<boolean>,
    tested: KeyCheck | null,
    { signal }: AbortController,
  ) {
    const deadline = Date.now() + NETWORK_ACTION_MS;
    try {
      const permission = await within(granted, deadline, signal);
      if (permission.ended === 'cancelled') {
        problem.value = { field: null, message: i18n.t('options.saveCancelled') };
        return;
      }
      if (permission.ended === 'timed-out') {
        const hosts = formatList(plan.permissions.map((p) => p.host));
        const seconds = networkActionSeconds();
        problem.value = {
          field: null,
          message: i18n.t('options.permissionTimedOut', [hosts, seconds]),
        };
        return;
      }
      if (!permission.value) {
        problem.value = { field: null, message: describeRefusal(plan.permissions) };
        return;
      }
      const { values } = plan;
      const before = await loadSettingsForm();
      const keyIsNew =
        values.apiKey !== '' &&
        (values.apiKey !== before.apiKey || values.apiBaseUrl !== before.apiBaseUrl);
      const keyNote = savedKeyNote(tested, keyIsNew);
      await storage.setItems([
        { item: settings.apiKey, value: values.apiKey },
        { item: settings.apiBaseUrl, value: values.apiBaseUrl },
        { item: settings.searchBaseUrl, value: values.searchBaseUrl },
        { item: settings.language, value: values.language },
      ]);
      const keyDoubt = keyFormatWarning(values.apiKey, values.apiBaseUrl);
      batch(() => {
        // Show what was stored: trimmed, without trailing slashes.
        for (const field of Object.keys(fields) as Field[]) fields[field].value = values[field];
        saved.value = true;
        notes.value = [...plan.notes, keyNote, keyDoubt].filter((note) => note !== null);
      });
      if (new URL(values.apiBaseUrl).origin === DEFAULT_ORIGIN) return;
      const host = new URL(values.apiBaseUrl).host;
      checking.value = i18n.t('options.checkingAddress', [host]);
      // The settings are saved by now: a background that cannot be asked (its failure) or a
      // cancel leaves the address unchecked, and nothing more is said of it.
      const asked = ask('probeAddress', values.apiBaseUrl).catch(() => null);
      const probe = await within(asked, deadline, signal);
      if (probe.ended === 'cancelled') return;
      const found: AddressProbe | null =
        probe.ended === 'settled' ? probe.value : { outcome: 'no-answer' };
      if (found === null) return;
      notes.value = [...notes.value, probeNote(found, host)];
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problem.value = { field: null, message: i18n.t('options.notStored', [reason]) };
    } finally {
      checking.value = null;
      saving.value = false;
      running = null;
    }
  }

  /** `tested`: what the last Test found of the key and address saved (KeyTestModel.foundOf). */
  const save = action((tested: KeyCheck | null = null) => {
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
    running = new AbortController();
    // Called before any await: browsers only show the prompt during the user's click.
    const origins = plan.permissions.map((p) => p.pattern);
    const granted =
      origins.length === 0 ? Promise.resolve(true) : browser.permissions.request({ origins });
    void finish(plan, granted, tested, running);
  });

  /** Stops waiting for the browser's prompt (nothing is saved) or for the saved address's check. */
  const cancel = action(() => running?.abort());

  return { fields, saved, notes, checking, saving, problem, edit, clearProblem, save, cancel };
});
