import '@/assets/base.css';
import '@/assets/options.css';
import { render } from 'preact';
import { loadNewTabPreferences } from '@/lib/new-tab-preferences';
import { loadSettingsForm } from '@/lib/options-model';
import { Options } from './Options';

// The form starts from the stored values, so nothing typed is overwritten by a late read.
const [initial, preferences] = await Promise.all([loadSettingsForm(), loadNewTabPreferences()]);

render(<Options initial={initial} preferences={preferences} />, document.getElementById('app')!);
