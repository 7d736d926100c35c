import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/hadith.css';
import '@/assets/newtab.css';
import { i18n } from '#i18n';
import { render } from 'preact';
import { applyUiLanguage } from '@/lib/ui/locale';
import { NewTab } from './NewTab';

applyUiLanguage(i18n.t('title.newTab'));
render(<NewTab />, document.getElementById('app')!);
