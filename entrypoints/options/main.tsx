import '@/assets/base.css';
import '@/assets/options.css';
import { render } from 'preact';
import { loadSettingsForm } from '@/lib/options-model';
import { Options } from './Options';

// The form starts from the stored values, so nothing typed is overwritten by a late read.
const initial = await loadSettingsForm();

render(<Options initial={initial} />, document.getElementById('app')!);
