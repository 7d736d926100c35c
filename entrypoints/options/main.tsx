import '@/assets/base.css';
import '@/assets/options.css';
import { render } from 'preact';
import { followAppearance } from '@/lib/appearance';
import { loadDisplayPreferences } from '@/lib/display-preferences';
import { loadNewTabPreferences } from '@/lib/new-tab-preferences';
import { loadSettingsForm } from '@/lib/options-model';
import { Options } from './Options';

followAppearance();

// The form starts from the stored values, so nothing typed is overwritten by a late read.
const [initial, preferences, display] = await Promise.all([
  loadSettingsForm(),
  loadNewTabPreferences(),
  loadDisplayPreferences(),
]);

render(
  <Options initial={initial} preferences={preferences} display={display} />,
  document.getElementById('app')!,
);
