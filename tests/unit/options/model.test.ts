import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { loadSettingsForm, OptionsModel } from '@/lib/options/page/model';
import type { SettingsForm } from '@/lib/options/page/settings-form';
import { answerPageMessages } from '../helpers/page-messages';

const PRODUCTION = 'https://api.hadith.mumin.ink';
const KEY = 'hk_live_0123456789abcdef0123456789abcdef';
const form = (typed: Partial<SettingsForm> = {}): SettingsForm => ({
  apiKey: '',
  apiBaseUrl: PRODUCTION,
  searchBaseUrl: '',
  language: 'en',
  ...typed,
});

let stops: (() => void)[] = [];
let models: InstanceType<typeof OptionsModel>[] = [];
/** The origins the browser was asked for, and how it answers: `prompt` settles it. */
let prompts: string[][] = [];
let prompt: Promise<boolean> = Promise.resolve(true);

beforeEach(() => {
  fakeBrowser.reset();
  prompts = [];
  prompt = Promise.resolve(true);
  fakeBrowser.permissions.request = async ({ origins }: { origins?: string[] }) => {
    prompts.push(origins ?? []);
    return prompt;
  };
});

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  models.forEach((model) => model[Symbol.dispose]());
  models = [];
});

function options(initial = form()) {
  const model = new OptionsModel(initial);
  models.push(model);
  return model;
}

/** Waits until the save under way has ended (saving false again). */
async function saved(model: InstanceType<typeof OptionsModel>): Promise<void> {
  for (let turn = 0; turn < 50 && model.saving.value; turn++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  expect(model.saving.value).toBe(false);
}

describe("the options page's model", () => {
  it('saves the production address and a key with no prompt and no check, as stored: trimmed', async () => {
    const asked = answerPageMessages({ probeAddress: () => ({ outcome: 'answers' }) });
    stops.push(asked.stop);
    const model = options();
    model.edit('apiKey', `  ${KEY} `);
    model.edit('apiBaseUrl', `${PRODUCTION}/`);
    model.save();
    await saved(model);
    expect(model.problem.value).toBeNull();
    expect(model.saved.value).toBe(true);
    expect(prompts).toEqual([]);
    expect(asked.asked).toEqual([]);
    expect(await loadSettingsForm()).toEqual(form({ apiKey: KEY }));
    expect(model.fields.apiKey.value).toBe(KEY);
  });

  it('refuses an address that is not one, on its field, and keeps the settings saved before', async () => {
    const model = options();
    model.edit('apiBaseUrl', 'http://example.com');
    model.save();
    await saved(model);
    expect(model.problem.value?.field).toBe('apiBaseUrl');
    expect(model.saved.value).toBe(false);
    expect((await loadSettingsForm()).apiBaseUrl).toBe(PRODUCTION);
    // Editing the field at fault clears what was said of it.
    model.edit('apiBaseUrl', 'https://hadith.example.org');
    expect(model.problem.value).toBeNull();
  });

  it('asks for another address’s origin, saves once granted, then says whether the service answers there', async () => {
    const asked = answerPageMessages({ probeAddress: () => ({ outcome: 'answers' }) });
    stops.push(asked.stop);
    const model = options();
    model.edit('apiBaseUrl', 'https://hadith.example.org');
    model.save();
    await saved(model);
    expect(prompts).toEqual([['https://hadith.example.org/*']]);
    expect((await loadSettingsForm()).apiBaseUrl).toBe('https://hadith.example.org');
    expect(asked.asked).toEqual([{ type: 'probeAddress', data: 'https://hadith.example.org' }]);
    expect(model.notes.value.at(-1)).toBe('The service at hadith.example.org answers.');
  });

  it('saves nothing when the browser refuses the origin, or the user cancels while it asks', async () => {
    prompt = Promise.resolve(false);
    const refused = options();
    refused.edit('apiBaseUrl', 'https://hadith.example.org');
    refused.save();
    await saved(refused);
    expect(refused.problem.value?.field).toBeNull();
    expect(refused.problem.value?.message).toMatch(/hadith\.example\.org/);

    prompt = new Promise<boolean>(() => undefined);
    const cancelled = options();
    cancelled.edit('apiBaseUrl', 'https://hadith.example.org');
    cancelled.save();
    // A second Save while one runs only waits.
    cancelled.save();
    expect(prompts).toHaveLength(2);
    cancelled.cancel();
    await saved(cancelled);
    expect(cancelled.problem.value?.message).toBe(
      'Save cancelled. Nothing was saved; the previous settings are kept.',
    );
    expect((await loadSettingsForm()).apiBaseUrl).toBe(PRODUCTION);
  });
});
