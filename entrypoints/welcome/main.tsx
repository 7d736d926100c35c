import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/forms.css';
import '@/assets/hadith.css';
import '@/assets/options.css';
import '@/assets/welcome.css';
import { i18n } from '#i18n';
import { render } from 'preact';
import { applyUiLanguage } from '@/lib/locale/locale';
import { followAppearance } from '@/lib/ui/appearance';
import { apiBaseUrl, apiKey, language } from '@/lib/storage/settings';
import { Welcome } from './Welcome';

applyUiLanguage(i18n.t('title.welcome'));
followAppearance();

const [key, base, configured] = await Promise.all([
  apiKey.getValue(),
  apiBaseUrl.getValue(),
  language.getValue(),
]);

render(
  <Welcome initial={{ apiKey: key, apiBaseUrl: base, language: configured }} />,
  document.getElementById('app')!,
);
