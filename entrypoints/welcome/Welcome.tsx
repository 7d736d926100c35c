import { i18n } from '#i18n';
import { createModel, signal, useModel } from '@preact/signals';
import { HadithCard } from '@/components/HadithCard';
import { Slotted } from '@/components/Slotted';
import { WelcomeKeyForm } from '@/entrypoints/welcome/WelcomeKeyForm';
import type { KeyCheckRequest } from '@/lib/service/key-check';
import type { Hadith } from '@/lib/hadith/hadith';
import { HadithError } from '@/lib/hadith-error';
import { ask } from '@/lib/messaging/contract';
import { DASHBOARD_URL } from '@/lib/ui/refusal-text';

/** The welcome page's hadith: one from the bundled collection, asked of the background. */
export const WelcomeModel = createModel(() => {
  const hadith = signal<Hadith | null>(null);
  const problem = signal<string | null>(null);
  ask('welcomeHadith').then(
    (found) => (hadith.value = found),
    (error: unknown) => (problem.value = HadithError.from(error).message),
  );
  return { hadith, problem };
});

/**
 * The first-run page: where the key goes, first, with a hadith at once beside
 * it (below it on a narrow window), then what the extension does.
 */
export function Welcome({ initial }: { initial: KeyCheckRequest }) {
  const model = useModel(WelcomeModel);
  const hadith = model.hadith.value;

  return (
    <main class="welcome">
      <header class="options-header">
        <h1>{i18n.t('title.welcome')}</h1>
        <p>{i18n.t('welcome.tagline')}</p>
      </header>

      <section class="card options-form welcome-key-card" aria-labelledby="key-heading">
        <h2 id="key-heading">{i18n.t('welcome.keyHeading')}</h2>
        <p>
          <Slotted message={(link) => i18n.t('welcome.keyIntro', [link])}>
            <a href={DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
              dashboard.mumin.ink
            </a>
          </Slotted>
        </p>
        <WelcomeKeyForm initial={initial} />
      </section>

      <section class="card welcome-hadith" aria-label={i18n.t('hadith.sample')}>
        {hadith !== null && <HadithCard hadith={hadith} variant="page" />}
        {model.problem.value !== null && (
          <p class="notice notice-error" role="alert">
            {model.problem.value}
          </p>
        )}
      </section>

      <section class="card options-form welcome-how" aria-labelledby="how-heading">
        <h2 id="how-heading">{i18n.t('welcome.howHeading')}</h2>
        <ul class="welcome-list">
          <li>
            <strong>{i18n.t('welcome.newTab')}</strong> {i18n.t('welcome.newTabText')}
          </li>
          <li>
            <strong>{i18n.t('welcome.popup')}</strong> {i18n.t('welcome.popupText')}
          </li>
          <li>
            <strong>{i18n.t('welcome.addressBar')}</strong>{' '}
            <Slotted message={(key) => i18n.t('welcome.addressBarText', [key])}>
              <kbd>hadith</kbd>
            </Slotted>
          </li>
        </ul>
        <p class="hint">{i18n.t('welcome.withoutKey')}</p>
      </section>
    </main>
  );
}
