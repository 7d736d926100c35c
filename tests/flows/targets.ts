import type { Target } from './driver';

/**
 * Where things are on each of the extension's pages, written once for both
 * suites: the flows read them through a driver's Tab, the Chromium specs'
 * page objects (tests/e2e/pages/) through `locate()`. A page object may add a
 * Playwright-only locator where a target cannot say it (a pattern, an "or").
 */

export const NEW_TAB = {
  arabic: { css: 'main article p[lang="ar"]' },
  /** The translation block: the paragraph in the configured (non-Arabic) language. */
  translation: { css: 'main article p[lang]:not([lang="ar"])' },
  /** `Collection · Book N · Hadith N`. */
  reference: { css: 'main article .reference' },
  /** The hadith's texts, whose id names the hadith (`hadith-<id>-text`). */
  text: { css: 'main article .hadith-text' },
  alert: { role: 'alert' },
  status: { role: 'status' },
  another: { role: 'button', name: 'Another hadith' },
  previous: { role: 'button', name: 'Previous hadith' },
  copy: { role: 'button', name: 'Copy' },
  /** The star: pressed when the hadith is a favourite. */
  favourite: { css: '[role="toolbar"] button[aria-keyshortcuts="F"]' },
  learn: { role: 'button', name: 'Learn' },
  learning: { role: 'button', name: 'Learning' },
  /** The quiet line saying why a saved hadith is shown (offline, budget…). */
  serviceNotice: { css: '[data-testid="service-notice"]' },
  favouritesLink: { role: 'link', name: 'Favourites' },
} as const satisfies Record<string, Target | string>;

export const POPUP = {
  path: 'popup.html',
  query: { label: 'Search hadiths' },
  search: { role: 'button', name: 'Search' },
  /** `Page X of Y · N results`. */
  pageStatus: { css: '.page-status' },
  next: { role: 'button', name: 'Next' },
  prev: { role: 'button', name: 'Prev' },
  pageSize: { label: 'Per page' },
  results: { css: 'ol > li' },
  /** The reference line of every result shown. */
  references: { css: 'ol > li .reference' },
  /** The words marked as matches in the results. */
  marks: { css: 'ol > li mark' },
  /** The label over results found on this device while the service cannot answer. */
  offlineNotice: { css: '[role="status"]', hasText: 'Offline results' },
  alert: { role: 'alert' },
  /** Words | Meaning: the radio for meaning, drawn as half of one control. */
  byMeaning: { css: 'input[name="search-mode"][value="meaning"]' },
} as const satisfies Record<string, Target | string>;

/** A hadith's AI explanation, in its panel over the page. */
export const EXPLANATION = {
  open: { role: 'button', name: 'Explain' },
  accept: { role: 'button', name: 'Explain (uses one credit)' },
  panel: { css: 'dialog[open]' },
  headings: { css: 'dialog .explanation-parts h3' },
  provenance: { css: 'dialog .explanation-provenance' },
} as const satisfies Record<string, Target | string>;

export const READER = {
  path: 'reader.html',
  /** The book's name, or "Book N". */
  title: { css: 'main h1' },
  /** `Book 1 of 97 · Hadiths 1–7 of 7 in this book`. */
  position: { css: '.reader-position' },
  hadiths: { css: 'ol.reader-list > li' },
  /** The reference line of every hadith of the page, in order. */
  references: { css: 'ol.reader-list > li .reference' },
  /** The hadith the keys are on: the one opened at, or moved to. */
  current: { css: 'ol.reader-list > li.reader-current .reference' },
  /** The hadith the reader was opened for, marked wherever its page is shown. */
  target: { css: 'ol.reader-list > li[aria-current="true"] .reference' },
  /** The bar at the top while reading: `Book 3 · Page 2 of 4`. */
  place: { css: '.reader-bar-place' },
  /** The collection's contents: each book's line, and the header's link to them. */
  contents: { css: '.contents-list > li' },
  contentsLink: { role: 'link', name: 'Contents' },
  goTo: { label: 'Go to hadith' },
  nextPage: { role: 'button', name: 'Next page' },
  prevPage: { role: 'button', name: 'Previous page' },
  nextBook: { role: 'button', name: 'Next book' },
  prevBook: { role: 'button', name: 'Previous book' },
  alert: { role: 'alert' },
} as const satisfies Record<string, Target | string>;

/** A reference's cards and notes in the popup and on the results page. */
export const REFERENCE_CARDS = {
  cards: { css: 'ul.reference-list > li' },
  references: { css: 'ul.reference-list > li .reference' },
  note: { css: '.reference-note' },
  textInstead: { role: 'button', name: 'Search the text instead' },
  empty: { css: '.results .empty' },
  readInBook: { role: 'link', name: 'Read in its book' },
} as const satisfies Record<string, Target | string>;

export const OPTIONS = {
  path: 'options.html',
  apiKey: { label: 'API key' },
  apiBaseUrl: { label: 'API base URL' },
  searchBaseUrl: { label: 'Search base URL' },
  save: { role: 'button', name: 'Save' },
  test: { role: 'button', name: 'Test' },
  /** What the last key test found. */
  keyTestResult: { css: '#key-test-result' },
  status: { role: 'status' },
  alert: { role: 'alert' },
  sync: { label: 'Keep favourites, notes and reviews in sync across the browsers you sign into' },
  syncStatus: { css: '#sync-status' },
  /** The privacy section's words on what stays in this browser. */
  privacy: { css: '.privacy' },
} as const satisfies Record<string, Target | string>;

export const FAVOURITES = {
  path: 'favourites.html',
  /** `3 favourites`. */
  count: { css: '.favourites-count' },
  filter: { label: 'Search favourites' },
  cards: { css: 'li.favourite' },
  /** The reference line of every card shown, in order. */
  references: { css: 'li.favourite .reference' },
  undo: { role: 'button', name: 'Undo' },
  /** The "Recently shown" section's cards. */
  recent: { css: 'li.recent' },
  empty: { css: '.favourites-empty' },
  learnShown: { role: 'button', name: 'Learn all shown' },
  learnStatus: { css: '.learn-shown [role="status"]' },
} as const satisfies Record<string, Target | string>;

/**
 * A reference line as the pages write it: a Muslim hadith adds sunnah.com's
 * number (isolated, e.g. `(sunnah.com: \u20688a\u2069)`); a search result adds
 * its grade, where it has one.
 */
export const REFERENCE =
  /^.+ · Book \d+ · Hadith \d+( \(sunnah\.com: \u2068?\d+[a-z]*\u2069?\))?( · [^·]+)?$/;

/** A card's reference line, never graded (the new tab shows the grade on a line of its own). */
export const CARD_REFERENCE =
  /^.+ · Book \d+ · Hadith \d+( \(sunnah\.com: \u2068?\d+[a-z]*\u2069?\))?$/;

/** `Page 1 of 250 · 4,990 results` as numbers (English figures group thousands with commas). */
export function pageFigures(status: string | null): {
  page: number;
  totalPages: number;
  total: number;
} {
  const match = /^Page ([\d,]+) of ([\d,]+) · ([\d,]+) results?$/.exec(status ?? '');
  if (match === null) throw new Error(`unexpected page status “${status}”`);
  const [page, totalPages, total] = match
    .slice(1)
    .map((figure) => Number(figure.replaceAll(',', '')));
  return { page: page!, totalPages: totalPages!, total: total! };
}

/** A new tab reviewing a learnt favourite (entrypoints/newtab/ReviewPanel.tsx). */
export const REVIEW = {
  path: 'review.html',
  kicker: { css: '.review-kicker' },
  next: { role: 'button', name: 'Review the next one' },
  /** The review page's "Answered today", the last of its counts. */
  answeredToday: { css: '.review-counts > div:last-child dd' },
  items: { css: '.review-item' },
  /** The sentence screen readers hear: the rest of the text is hidden until Show. */
  hiddenNote: { css: '.hadith-text .visually-hidden' },
  answers: { css: '.review-answer' },
} as const satisfies Record<string, Target | string>;
