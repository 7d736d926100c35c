import { i18n } from '#i18n';
import { browser, type Browser } from '#imports';
import { queryTerms, snippet, type Segment } from '../../hadith/highlight';
import type { Hadith } from '../../hadith/hadith';
import { formatReference } from '../../hadith/reference';
import type { LocalSearch } from './local-search';
import { RESULTS_PATH, resultsSearch, type ResultsLink } from '../results-url';
import { cleanQuery, queryProblem } from '../input';
import { DEFAULT_LANGUAGE, language as languageSetting } from '../../storage/settings';

/**
 * Search from where people already are: the omnibox keyword `hadith`
 * (manifest `omnibox.keyword`), suggesting matches from the local index, and
 * "Search hadiths for “…”" on selected text. Both open the results page.
 */

export const CONTEXT_MENU_ID = 'search-selection';
const OMNIBOX_SUGGESTIONS = 5;
/** A selection longer than this is cut: nobody searches for a paragraph. */
const MAX_SELECTION = 200;
/** How a picked suggestion names its hadith in the omnibox text: `patience #8001900`. */
const PICKED = /^(.*?)\s+#(\d+)$/;

type Disposition = 'currentTab' | 'newForegroundTab' | 'newBackgroundTab';

/** The result language the options set: the results page offers another. */
async function searchLanguage(): Promise<string> {
  return (await languageSetting.getValue()).trim() || DEFAULT_LANGUAGE;
}

function resultsUrl(link: ResultsLink): string {
  return `${browser.runtime.getURL(RESULTS_PATH)}${resultsSearch(link)}`;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Characters XML 1.0 forbids, even escaped: one in a description makes Chrome drop all suggestions. */
const NOT_XML = /(?![\t\n\r])\p{Cc}|[\ufffe\uffff]|\p{Cs}/gu;

function xml(text: string): string {
  return text.replace(NOT_XML, ' ').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** Chrome styles suggestions with XML tags; Firefox shows the description as plain text. */
function describe(hadith: Hadith, terms: string[]): string {
  const text = hadith.translation?.trim() || hadith.arabicText;
  const parts: Segment[] = snippet(text.replace(/\s+/g, ' '), terms, 90);
  if (import.meta.env.FIREFOX) {
    return `${formatReference(hadith)}: ${parts.map((part) => part.text).join('')}`;
  }
  const body = parts.map((p) => (p.match ? `<match>${xml(p.text)}</match>` : xml(p.text)));
  return `<dim>${xml(formatReference(hadith))}</dim> ${body.join('')}`;
}

async function open(url: string, disposition: Disposition): Promise<void> {
  if (disposition === 'currentTab') await browser.tabs.update({ url });
  else await browser.tabs.create({ url, active: disposition === 'newForegroundTab' });
}

export function registerOmnibox(local: LocalSearch): void {
  browser.omnibox.setDefaultSuggestion({ description: i18n.t('search.omnibox') });

  browser.omnibox.onInputChanged.addListener(async (text, suggest) => {
    // A query the service would refuse gets no suggestions; Enter opens the page saying why.
    const query = cleanQuery(text);
    if (queryProblem(query) !== null) return suggest([]);
    const language = await searchLanguage();
    const found = await local.search({ query, language, page: 1, limit: OMNIBOX_SUGGESTIONS });
    const terms = queryTerms(query);
    suggest(
      found.hadiths.map((hadith) => ({
        content: `${query} #${hadith.id}`,
        description: describe(hadith, terms),
      })),
    );
  });

  browser.omnibox.onInputEntered.addListener(async (text, disposition) => {
    const picked = PICKED.exec(text.trim());
    const query = cleanQuery(picked?.[1] ?? text);
    if (query === '') return;
    const language = await searchLanguage();
    const expandedId = picked?.[2] === undefined ? undefined : Number(picked[2]);
    await open(resultsUrl({ query, language, expandedId }), disposition);
  });
}

/** The menu item lives as long as the install: create it on install and update. */
export async function createContextMenu(): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: CONTEXT_MENU_ID,
    title: i18n.t('search.contextMenu'),
    contexts: ['selection'],
  });
}

export function registerContextMenu(): void {
  browser.contextMenus.onClicked.addListener(
    async (info: Browser.contextMenus.OnClickData, tab?: Browser.tabs.Tab) => {
      if (info.menuItemId !== CONTEXT_MENU_ID) return;
      const query = cleanQuery(info.selectionText ?? '').slice(0, MAX_SELECTION);
      if (query === '') return;
      const url = resultsUrl({ query, language: await searchLanguage() });
      // Next to the page the text was selected on, as a link opened from it would be.
      await browser.tabs.create({
        url,
        ...(tab?.index !== undefined && { index: tab.index + 1 }),
        ...(tab?.id !== undefined && { openerTabId: tab.id }),
      });
    },
  );
}
