import { useModel } from '@preact/signals';
import { HadithCard } from '@/components/HadithCard';
import { WelcomeKeyForm } from '@/components/WelcomeKeyForm';
import type { KeyCheckRequest } from '@/lib/key-check';
import { WelcomeModel } from '@/lib/welcome-model';

const DASHBOARD_URL = 'https://dashboard.mumin.ink';

/** The first-run page: a hadith at once, what the extension does, and where the key goes. */
export function Welcome({ initial }: { initial: KeyCheckRequest }) {
  const model = useModel(WelcomeModel);
  const hadith = model.hadith.value;

  return (
    <main class="welcome">
      <header class="options-header">
        <h1>Welcome to Hadith Lookup</h1>
        <p>A hadith on every new tab, and hadith search wherever you are.</p>
      </header>

      <section class="card welcome-hadith" aria-label="A hadith">
        {hadith !== null && <HadithCard hadith={hadith} variant="page" />}
        {model.problem.value !== null && (
          <p class="notice notice-error" role="alert">
            {model.problem.value}
          </p>
        )}
      </section>

      <section class="card options-form" aria-labelledby="how-heading">
        <h2 id="how-heading">How to use it</h2>
        <ul class="welcome-list">
          <li>
            <strong>New tab:</strong> every new tab shows a hadith, with buttons to see another,
            copy it, or keep it in your favourites.
          </li>
          <li>
            <strong>Toolbar popup:</strong> click the extension&rsquo;s icon to search hadiths.
          </li>
          <li>
            <strong>Address bar:</strong> type <kbd>hadith</kbd>, a space, then your search.
          </li>
        </ul>
        <p class="hint">
          Without a key, hadiths come from a collection that ships with the extension, and searches
          run on this device.
        </p>
      </section>

      <section class="card options-form" aria-labelledby="key-heading">
        <h2 id="key-heading">Your API key</h2>
        <p>
          For the whole collection and fresh searches, get a key on{' '}
          <a href={DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
            dashboard.mumin.ink
          </a>{' '}
          and paste it here.
        </p>
        <WelcomeKeyForm initial={initial} />
      </section>
    </main>
  );
}
