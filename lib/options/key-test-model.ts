import { action, createModel, signal } from '@preact/signals';
import { browser } from '#imports';
import { describeError } from '../ui/error-text';
import { HadithError } from '../hadith-error';
import type { KeyCheckRequest } from '../service/key-check';
import type { KeyCheck } from '../service/key-check-outcome';
import { describeKeyCheck, keyCheckTone, type KeyCheckTone } from './key-check-text';
import { ask } from '../messaging/contract';
import { cleanApiKey } from '../storage/settings';
import { DEFAULT_ORIGIN, typedApiBase } from './settings-form';
import { checkServiceUrl, hostPermissionPattern } from '../service/url-validation';

export interface KeyTestResult {
  tone: KeyCheckTone;
  message: string;
}

/**
 * The options page's `Test`: the values as typed go to the background, which
 * sends one request. A typed non-default address is asked for here, in the
 * click, as the browser requires.
 */
export const KeyTestModel = createModel(() => {
  const testing = signal(false);
  const result = signal<KeyTestResult | null>(null);

  const show = (check: KeyCheck) => {
    result.value = { tone: keyCheckTone(check), message: describeKeyCheck(check) };
  };

  async function finish(granted: Promise<boolean>, host: string, values: KeyCheckRequest) {
    try {
      if (!(await granted)) return show({ outcome: 'no-permission', host });
      show(await ask('checkKey', values));
    } catch (error) {
      result.value = { tone: 'error', message: describeError(HadithError.from(error)) };
    } finally {
      testing.value = false;
    }
  }

  const run = action((values: KeyCheckRequest) => {
    // The Test button stays focusable while a test runs (aria-disabled): one test at a time.
    if (testing.value) return;
    const address = checkServiceUrl(typedApiBase(values.apiBaseUrl));
    if (cleanApiKey(values.apiKey) === '') return show({ outcome: 'no-key' });
    if (!address.ok) return show({ outcome: 'bad-address', problem: address.problem });
    result.value = null;
    testing.value = true;
    // Before any await: the prompt is shown only during the user's click.
    const granted =
      new URL(address.url).origin === DEFAULT_ORIGIN
        ? Promise.resolve(true)
        : browser.permissions.request({ origins: [hostPermissionPattern(address.url)] });
    void finish(granted, new URL(address.url).hostname, { ...values, apiBaseUrl: address.url });
  });

  const forget = action(() => {
    result.value = null;
  });

  return { testing, result, run, forget };
});
