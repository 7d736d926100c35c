import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/hadith.css';
import '@/assets/newtab.css';
import { render } from 'preact';
import { NewTab } from './NewTab';

// Start fetching the Arabic font while the hadith is being asked for, so the
// text paints in its final face.
void document.fonts.load('1em Amiri', 'بسم');

render(<NewTab />, document.getElementById('app')!);
