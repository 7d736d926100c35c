import type { Hadith } from '../hadith/hadith';
import type { Handlers } from '../messaging/handlers';
import type { ApiClient } from '../service/api-client';
import type { KeyCheck } from '../service/key-check-outcome';
import { checkKey, type KeyCheckRequest } from '../service/key-check';
import { probeAddress, type AddressProbe } from '../service/address-probe';
import { checkServiceUrl } from '../service/url-validation';
import type { FavouritesFile } from '../storage/favourites-file';
import type { ImportResult, StoredCounts, UserData } from '../storage/user-data';

/** What the options and welcome pages ask the background. */
export interface OptionsMessages {
  /** One request with the typed key and address; what the service answered. */
  checkKey(request: KeyCheckRequest): KeyCheck;
  /** Whether a Hadith service answers at a saved API address: one request, without the key. */
  probeAddress(apiBaseUrl: string): AddressProbe;
  /** How many hadiths, search pages and favourites the database holds. */
  storedCounts(): StoredCounts;
  /** Every favourite, newest first, as the file the user keeps. */
  exportFavourites(): FavouritesFile;
  /** Merges a favourites file; a file that does not validate changes nothing. */
  importFavourites(file: unknown): ImportResult;
  /** A hadith from the bundled collection, for the welcome page: no key needed. */
  welcomeHadith(): Hadith;
}

function validateKeyCheck(value: unknown): KeyCheckRequest {
  const request = value as Partial<Record<keyof KeyCheckRequest, unknown>> | null;
  const text = (field: keyof KeyCheckRequest) => {
    const found = request?.[field];
    return typeof found === 'string' ? found : '';
  };
  return { apiKey: text('apiKey'), apiBaseUrl: text('apiBaseUrl'), language: text('language') };
}

export interface OptionsDeps {
  userData: UserData;
  /** The key test's requests go through the same client as every other. */
  api: ApiClient;
  /** Any hadith from the bundled collection, in the configured language. */
  bundledHadith: () => Promise<Hadith>;
}

export function createOptionsHandlers({
  userData,
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
      return userData.counts();
    },
    async exportFavourites() {
      return userData.exportFavourites();
    },
    async importFavourites({ data }) {
      return userData.importFavourites(data);
    },
    async welcomeHadith() {
      return bundledHadith();
    },
  };
}
