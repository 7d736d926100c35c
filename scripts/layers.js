/**
 * lib/'s layers, bottom up, as lib/README.md draws them: a folder imports
 * only from its own layer and those below it. eslint.config.js enforces
 * them; tests/unit/layers.test.ts checks that every folder of lib/ has a
 * layer and that the README's diagram shows the same ones.
 */

/** The service, the database, the record and its text, language and dates. */
export const LOWER = ['service', 'storage', 'hadith', 'locale'];
/** Between the features and the bottom: the contract with the background; the interface's words. */
export const MIDDLE = ['messaging', 'ui'];
/**
 * One folder per feature, each with a half in the background and a half in the
 * pages, in folders of their own (`background/`, `page/`): neither half imports the other.
 */
export const FEATURES = [
  'new-tab',
  'search',
  'options',
  'favourites',
  'reader',
  'reviews',
  'sync',
  'explanations',
];

/**
 * The imports between features, as lib/README.md's table draws them: a
 * feature imports another only where listed here. No two import each other.
 */
export const FEATURE_IMPORTS = {
  'new-tab': ['favourites', 'reviews'],
  search: [],
  options: ['favourites', 'search'],
  favourites: ['reviews', 'search'],
  reader: ['search'],
  reviews: [],
  sync: ['favourites', 'reader', 'reviews'],
  explanations: [],
};

/** lib/'s bottom layer, in its own order: a folder imports only those after it. */
export const LOWER_ORDER = ['service', 'storage', 'hadith', 'locale'];
