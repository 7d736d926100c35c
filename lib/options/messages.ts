import type { Hadith } from '../hadith/hadith';
import type { KeyCheck } from '../service/key-check-outcome';
import type { KeyCheckRequest } from '../service/key-check';
import type { AddressProbe } from '../service/address-probe';
import type { StoredCounts } from '../storage/stored-counts';

/** What the options and welcome pages ask the background. */
export interface OptionsMessages {
  /** One request with the typed key and address; what the service answered. */
  checkKey(request: KeyCheckRequest): KeyCheck;
  /** Whether a Hadith service answers at a saved API address: one request, without the key. */
  probeAddress(apiBaseUrl: string): AddressProbe;
  /** How many hadiths, search pages and favourites the database holds. */
  storedCounts(): StoredCounts;
  /** A hadith from the bundled collection, for the welcome page: no key needed. */
  welcomeHadith(): Hadith;
}
