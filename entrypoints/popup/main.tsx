import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/hadith.css';
import '@/assets/popup.css';
import { render } from 'preact';
import { language } from '@/lib/settings';
import { Popup } from './Popup';

// Read before the first render, so a search typed at once uses the saved language.
const initialLanguage = await language.getValue();

render(<Popup initialLanguage={initialLanguage} />, document.getElementById('app')!);
