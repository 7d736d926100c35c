import type { Hadith } from '../../hadith/hadith';
import type { Handlers } from '../../messaging/handlers';
import type { ApiClient } from '../../service/api-client';
import { checkKey, type KeyCheckRequest } from '../../service/key-check';
import { probeAddress } from '../../service/address-probe';
import { checkServiceUrl } from '../../service/url-validation';
import type { StoredCounts } from '../../storage/stored-counts';
import type { OptionsMessages } from '../messages';

function validateKeyCheck(value: unknown): KeyCheckRequest {
  const request = value as Partial<Record<keyof KeyCheckRequest, unknown>> | null;
  const text = (field: keyof KeyCheckRequest) => {
    const found = request?.[field];
    return typeof found === 'string' ? found : '';
  };
  return { apiKey: text('apiKey'), apiBaseUrl: text('apiBaseUrl'), language: text('language') };
}

export interface OptionsDeps {
  /** What the database holds, counted. */
  storedCounts: () => Promise<StoredCounts>;
  /** The key test's requests go through the same client as every other. */
  api: ApiClient;
  /** Any hadith from the bundled collection, in the configured language. */
  bundledHadith: () => Promise<Hadith>;
}

export function createOptionsHandlers({
  storedCounts,
  api,
  bundledHadith,
}: OptionsDeps): Handlers<OptionsMessages> {
  return {
    async checkKey({ data }) {
      return checkKey(validateKeyCheck(data), { api });
    },
    async probeAddress({ data }) {
      const address = checkServiceUrl(typeof data === 'string' ? data : '');
      // The page checked it before saving; anything else is not an address to send to.
      if (!address.ok) return { outcome: 'unreachable' };
      return probeAddress(address.url);
    },
    async storedCounts() {
      return storedCounts();
    },
    async welcomeHadith() {
      return bundledHadith();
    },
  };
}
