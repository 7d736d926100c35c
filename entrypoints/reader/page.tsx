import { i18n } from '#i18n';
import { render } from 'preact';
import { applyUiLanguage } from '@/lib/locale/locale';
import { DEFAULT_LANGUAGE } from '@/lib/locale/language-options';
import { followAppearance } from '@/lib/ui/appearance';
import { readReaderLink } from '@/lib/reader/link';
import { readSearchSettings } from '@/lib/storage/setting-changes';
import { ReaderPage } from './ReaderPage';

/**
 * The reader's one script, classic, as the new tab's and the popup's are: one
 * bundle the page loads and compiles at once, where a module would first
 * fetch its graph of chunks. It reads the result language straight from
 * chrome.storage and renders the page, which asks the background for the book.
 */
export default defineUnlistedScript(() => {
  applyUiLanguage(i18n.t('reader.readInBook'));
  followAppearance();
  const link = readReaderLink(location.search);
  void readSearchSettings().then(({ language: stored }) => {
    const language = stored.trim().toLowerCase() || DEFAULT_LANGUAGE;
    render(<ReaderPage link={link} language={language} />, document.getElementById('app')!);
  });
});
