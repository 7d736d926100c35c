import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/forms.css';
import '@/assets/hadith.css';
import '@/assets/search.css';
import '@/assets/reader.css';
import { i18n } from '#i18n';
import { render } from 'preact';
import { applyUiLanguage } from '@/lib/locale/locale';
import { followAppearance } from '@/lib/ui/appearance';
import { readReaderLink } from '@/lib/reader/link';
import { readSearchSettings } from '@/lib/storage/setting-changes';
import { DEFAULT_LANGUAGE } from '@/lib/locale/language-options';
import { ReaderPage } from './ReaderPage';

applyUiLanguage(i18n.t('reader.readInBook'));
followAppearance();

const link = readReaderLink(window.location.search);
// Read straight from chrome.storage: WXT's storage layer would be more for this page to load.
const stored = (await readSearchSettings()).language.trim().toLowerCase();
const language = stored === '' ? DEFAULT_LANGUAGE : stored;

render(<ReaderPage link={link} language={language} />, document.getElementById('app')!);
