import { action, createModel, signal } from '@preact/signals';
import { browser } from '#imports';
import { describeError } from '../../ui/error-text';
import { HadithError } from '../../hadith-error';
import type { KeyCheckRequest } from '../../service/key-check';
import type { KeyCheck } from '../../service/key-check-outcome';
import { describeKeyCheck, keyCheckTone, type KeyCheckTone } from './key-check-text';
import { NETWORK_ACTION_MS, networkActionSeconds, within, type Bounded } from './deadline';
import { i18n } from '#i18n';
import { ask } from '../../messaging/contract';
import { cleanApiKey } from '../../storage/settings';
import { DEFAULT_ORIGIN, typedApiBase } from './settings-form';
import { checkServiceUrl, hostPermissionPattern } from '../../service/url-validation';

export interface KeyTestResult {
  tone: KeyCheckTone;
  message: string;
}

/** What a test that ended without an answer says: cancelled, or which wait ran out. */
function unanswered(
  ended: Exclude<Bounded<unknown>['ended'], 'settled'>,
  waitingFor: 'permission' | 'answer',
  address: URL,
): KeyTestResult {
  if (ended === 'cancelled') return { tone: 'warning', message: i18n.t('keyCheck.cancelled') };
  const seconds = networkActionSeconds();
  // A permission is a host's; an answer comes from a host and port.
  return waitingFor === 'permission'
    ? { tone: 'error', message: i18n.t('keyCheck.permissionTimedOut', [address.hostname, seconds]) }
    : { tone: 'error', message: i18n.t('keyCheck.noAnswer', [address.host, seconds]) };
}

/**
 * The options page's `Test`: the values as typed go to the background, which
 * sends one request. A typed non-default address is asked for here, in the
 * click, as the browser requires. The whole test, the browser's prompt
 * included, ends within NETWORK_ACTION_MS, or when the user cancels it.
 */
export const KeyTestModel = createModel(() => {
  const testing = signal(false);
  const result = signal<KeyTestResult | null>(null);
  let running: AbortController | null = null;
  /** The key and address the last answered test sent, and what it found. */
  let tested: { key: string; address: string; check: KeyCheck } | null = null;

  const show = (check: KeyCheck) => {
    result.value = { tone: keyCheckTone(check), message: describeKeyCheck(check) };
  };

  async function finish(
    granted: Promise<boolean>,
    address: URL,
    values: KeyCheckRequest,
    { signal }: AbortController,
  ) {
    const deadline = Date.now() + NETWORK_ACTION_MS;
    try {
      const permission = await within(granted, deadline, signal);
      if (permission.ended !== 'settled') {
        result.value = unanswered(permission.ended, 'permission', address);
        return;
      }
      if (!permission.value) return show({ outcome: 'no-permission', host: address.hostname });
      const answer = await within(ask('checkKey', values), deadline, signal);
      if (answer.ended === 'settled') {
        show(answer.value);
        tested = {
          key: cleanApiKey(values.apiKey),
          address: values.apiBaseUrl,
          check: answer.value,
        };
      } else result.value = unanswered(answer.ended, 'answer', address);
    } catch (error) {
      result.value = { tone: 'error', message: describeError(HadithError.from(error)) };
    } finally {
      testing.value = false;
      running = null;
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
    running = new AbortController();
    // Before any await: the prompt is shown only during the user's click.
    const granted =
      new URL(address.url).origin === DEFAULT_ORIGIN
        ? Promise.resolve(true)
        : browser.permissions.request({ origins: [hostPermissionPattern(address.url)] });
    void finish(granted, new URL(address.url), { ...values, apiBaseUrl: address.url }, running);
  });

  /** Stops waiting for the running test; a request already sent is not called back. */
  const cancel = action(() => running?.abort());

  /** Drops what the last test said: the values it tested have changed. */
  const forget = action(() => {
    result.value = null;
    tested = null;
  });

  /** What the last test found of this key at this address; null when it tested other values. */
  function foundOf(values: Pick<KeyCheckRequest, 'apiKey' | 'apiBaseUrl'>): KeyCheck | null {
    const address = checkServiceUrl(typedApiBase(values.apiBaseUrl));
    const same =
      tested?.key === cleanApiKey(values.apiKey) && address.ok && address.url === tested.address;
    return same ? tested!.check : null;
  }

  return { testing, result, run, cancel, forget, foundOf };
});
