import '@fontsource/amiri/arabic-400.css';
import '@/assets/base.css';
import '@/assets/hadith.css';
import '@/assets/newtab.css';
import { render } from 'preact';
import { NewTab } from './NewTab';

render(<NewTab />, document.getElementById('app')!);
