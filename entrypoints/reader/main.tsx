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
import { effectiveLanguage } from '@/lib/storage/settings';
import { ReaderPage } from './ReaderPage';

applyUiLanguage(i18n.t('reader.readInBook'));
followAppearance();

const link = readReaderLink(window.location.search);
const language = await effectiveLanguage();

render(<ReaderPage link={link} language={language} />, document.getElementById('app')!);
