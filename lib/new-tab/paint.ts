import { i18n } from '#i18n';
import type { Hadith } from '../hadith/hadith';
import { formatGrades, formatReference, hadithTextId } from '../hadith/reference';
import { breakLongRuns } from '../hadith/long-runs';
import { localDay } from '../locale/local-day';
import type { PreparedHadith } from '../hadith/prepared-hadith';
import { chooseForNewTab, PAINTED_CHOICE } from './choice';
import { fitHadith } from './fit';
import { FIXED_IN_OPTIONS, languageText, noticeText } from '../ui/notice-text';
import { readStoredPlan, rememberShown, writeStoredPlan } from './stored-plan';
import { backArrow, forwardArrow } from '../locale/locale';
import { catchEarlyInput } from '../ui/early-input';
import { h, handToApp, hadithTextDom } from '../ui/first-paint';
import { readerUrl } from '../reader/link';

/**
 * The new tab's first paint, before its app starts: the page's classic script
 * (entrypoints/newtab-page.tsx), run while the page is parsed, reads the
 * stored plan and writes the hadith into the page as the NewTab component
 * would render it. The component then takes this DOM over
 * (entrypoints/newtab/NewTab.tsx); the two must stay alike, which
 * tests/e2e/new-tab-paint.spec.ts checks (lib/ui/first-paint.ts).
 */

function card(hadith: Hadith, readerOffered: boolean): HTMLElement {
  const grades = formatGrades(hadith);
  // As ReadInBookLink renders it, offered as the plan says.
  const bookLink = readerOffered ? readerUrl(hadith) : null;
  return h(
    'article',
    { class: 'hadith hadith-page' },
    hadithTextDom(
      hadith,
      { id: hadithTextId(hadith), tabindex: '0' },
      { elementtiming: 'hadith-text' },
      (text) => [breakLongRuns(text)],
    ),
    h(
      'button',
      { type: 'button', class: 'continue-reading', 'aria-controls': hadithTextId(hadith) },
      `${i18n.t('hadith.continueReading')} `,
      h('span', { 'aria-hidden': 'true' }, '↓'),
    ),
    h(
      'footer',
      { class: 'hadith-meta' },
      h('p', { class: 'reference' }, formatReference(hadith)),
      grades !== '' && h('p', { class: 'grades' }, i18n.t('hadith.grade', [grades])),
      bookLink !== null &&
        h('a', { class: 'quiet-link read-in-book', href: bookLink }, i18n.t('reader.readInBook')),
    ),
  );
}

function button(label: string, key: string, attributes: Record<string, string> = {}): HTMLElement {
  const { class: extra = '', ...rest } = attributes;
  return h(
    'button',
    { type: 'button', class: `button${extra}`, ...rest },
    label,
    h('kbd', { 'aria-hidden': 'true' }, key),
  );
}

/** "Previous hadith", its key before the words: the arrow points back. */
function previousButton(): HTMLElement {
  return h(
    'button',
    { type: 'button', class: 'button button-quiet' },
    h('kbd', { 'aria-hidden': 'true' }, backArrow().symbol),
    ` ${i18n.t('hadith.previous')}`,
  );
}

function optionsLink(): HTMLElement {
  const href = chrome.runtime.getURL('/options.html');
  return h('a', { class: 'quiet-link', href }, i18n.t('common.options'));
}

function favouritesLink(): HTMLElement {
  const href = chrome.runtime.getURL('/favourites.html');
  return h('a', { class: 'quiet-link', href }, i18n.t('favourites.title'));
}

/** The page as NewTab renders it for `entry`. */
export function newTabDom(entry: PreparedHadith, readerOffered: boolean): HTMLElement {
  const notice = noticeText(entry);
  const languageNote = languageText(entry);
  const star = h('span', { 'aria-hidden': 'true' }, entry.favourite ? '★' : '☆');
  const favourite = button(
    i18n.t(entry.favourite ? 'hadith.favourite' : 'hadith.addFavourite'),
    'F',
    {
      class: ' button-quiet',
      'aria-pressed': String(entry.favourite),
    },
  );
  favourite.prepend(star);
  return h(
    'main',
    { class: 'page' },
    h(
      'section',
      { class: 'panel', 'aria-label': i18n.t('hadith.region') },
      card(entry.hadith, readerOffered),
      h(
        'div',
        { class: 'actions', role: 'toolbar', 'aria-label': i18n.t('hadith.actions') },
        previousButton(),
        button(`${i18n.t('hadith.another')} `, forwardArrow().symbol),
        button(`${i18n.t('hadith.copy')} `, 'C', { class: ' button-quiet' }),
        favourite,
        button(`${i18n.t('share.share')} `, 'S', {
          class: ' button-quiet',
          'aria-expanded': 'false',
        }),
        h('p', { class: 'confirmation', role: 'status' }),
      ),
    ),
    h(
      'footer',
      { class: 'page-footer' },
      languageNote !== null && h('p', { class: 'note' }, languageNote),
      notice !== null &&
        h(
          'p',
          { class: 'note', 'data-testid': 'service-notice' },
          notice,
          entry.notice !== null && FIXED_IN_OPTIONS.has(entry.notice.kind) && ' · ',
          entry.notice !== null && FIXED_IN_OPTIONS.has(entry.notice.kind) && optionsLink(),
        ),
      h(
        'p',
        { class: 'page-links' },
        favouritesLink(),
        notice === null && ' · ',
        notice === null && optionsLink(),
      ),
    ),
  );
}

/** Paints the next hadith of the stored plan into `root`, and consumes it from the plan; answers whether it painted. */
export function paintFirstHadith(root: HTMLElement | null): boolean {
  const plan = readStoredPlan();
  const choice = plan === null ? null : chooseForNewTab(plan, localDay(Date.now()));
  if (root === null || choice === null) return false;
  if (choice.report.shown !== null) rememberShown(choice.report.shown.hadith.id);
  // Stored at once, so a tab opened in the same instant shows the next hadith.
  writeStoredPlan(choice.rest);
  handToApp(PAINTED_CHOICE, choice);
  root.replaceChildren(newTabDom(choice.entry, plan!.readerOffered !== false));
  // The page looks ready: what is pressed before the app runs is kept for it.
  catchEarlyInput(root);
  // Before the first frame: the page is shown at the size it keeps.
  fitHadith({ beforeFirstLayout: true });
  return true;
}
