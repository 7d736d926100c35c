import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/hadith.css';
import '@/assets/search.css';
import '@/assets/popup.css';
import { render } from 'preact';
import { language, lastSearch } from '@/lib/settings';
import { Popup } from './Popup';

// Read before the first render, so the last search paints at once and a
// search typed at once uses the saved language.
const [saved, configured] = await Promise.all([lastSearch.getValue(), language.getValue()]);

render(<Popup initial={saved ?? { language: configured }} />, document.getElementById('app')!);
