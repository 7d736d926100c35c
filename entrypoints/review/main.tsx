import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/forms.css';
import '@/assets/hadith.css';
import '@/assets/search.css';
import '@/assets/favourites.css';
import '@/assets/review.css';
import { i18n } from '#i18n';
import { render } from 'preact';
import { applyUiLanguage } from '@/lib/locale/locale';
import { followAppearance } from '@/lib/ui/appearance';
import { ReviewPage } from './ReviewPage';

applyUiLanguage(i18n.t('review.title'));
followAppearance();

render(<ReviewPage />, document.getElementById('app')!);
