import '@/assets/base.css';
import '@/assets/forms.css';
import '@/assets/options.css';
import { i18n } from '#i18n';
import { render } from 'preact';
import { applyUiLanguage } from '@/lib/locale/locale';
import { followAppearance } from '@/lib/ui/appearance';
import {
  loadDisplayPreferences,
  loadExplanationsOffered,
  loadNewTabPreferences,
  loadReviewPreferences,
} from '@/lib/options/page/preferences';
import { loadSettingsForm } from '@/lib/options/page/model';
import { Options } from './Options';

applyUiLanguage(i18n.t('title.options'));
followAppearance();

// The form starts from the stored values, so nothing typed is overwritten by a late read.
const [initial, preferences, display, reviews, explanations] = await Promise.all([
  loadSettingsForm(),
  loadNewTabPreferences(),
  loadDisplayPreferences(),
  loadReviewPreferences(),
  loadExplanationsOffered(),
]);

render(
  <Options
    initial={initial}
    preferences={preferences}
    display={display}
    reviews={reviews}
    explanations={explanations}
  />,
  document.getElementById('app')!,
);
