import { useModel } from '@preact/signals';
import { ErrorNotice } from '@/components/ErrorNotice';
import { HadithCard } from '@/components/HadithCard';
import { OpenOptionsLink } from '@/components/OpenOptionsLink';
import { describeError } from '@/lib/error-text';
import { HadithError } from '@/lib/hadith-error';
import { NewTabModel } from '@/lib/new-tab-model';

const DASHBOARD_URL = 'https://dashboard.mumin.ink';

/** The new tab: one hadith, or a sentence saying why there is none and where to fix it. */
export function NewTab() {
  const model = useModel(NewTabModel);
  const answer = model.answer.value;
  const error = model.error.value;

  if (error !== null) {
    return (
      <main class="page">
        <section class="card card-message">
          {error.kind === 'no-key' && <h1>Welcome to Hadith Lookup</h1>}
          <ErrorNotice error={error} />
          {error.kind === 'no-key' && (
            <p class="explanation">
              Every new tab shows a hadith with its Arabic text, a translation and its reference.
              Get a free API key on the{' '}
              <a href={DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
                service dashboard
              </a>{' '}
              and paste it in the options.
            </p>
          )}
        </section>
      </main>
    );
  }

  if (answer === null) {
    return (
      <main class="page" aria-busy="true">
        <section class="card card-loading">
          <p class="loading">Loading a hadith…</p>
        </section>
      </main>
    );
  }

  return (
    <main class="page">
      {answer.fallbackReason !== null && (
        <p class="fallback" role="status">
          {describeError(HadithError.from(answer.fallbackReason))}
        </p>
      )}
      <HadithCard hadith={answer.hadith} variant="page" />
      <footer class="page-footer">
        <OpenOptionsLink class="quiet-link">Options</OpenOptionsLink>
      </footer>
    </main>
  );
}
