import { i18n } from '#i18n';
import { describeError } from '@/lib/ui/error-text';
import type { HadithError, HadithErrorKind } from '@/lib/hadith-error';
import { DASHBOARD_URL, fixedOnDashboard } from '@/lib/ui/refusal-text';
import { OpenOptionsLink } from './OpenOptionsLink';

/** Errors the user fixes in the options: the notice links there. */
const FIXED_IN_OPTIONS: ReadonlySet<HadithErrorKind> = new Set([
  'no-key',
  'unauthorized',
  'not-found',
  'network',
  'bad-response',
]);

/** A link to the service's dashboard, for refusals only it can lift (credits, keys, account). */
export function DashboardLink({ error }: { error: HadithError }) {
  if (!fixedOnDashboard(error.code)) return null;
  return (
    <a class="button" href={DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
      {i18n.t('common.openDashboard')}
    </a>
  );
}

/** An error as a sentence a person can act on, with a way to act when there is one. */
export function ErrorNotice({ error }: { error: HadithError }) {
  // A revoked key is replaced by a new one, pasted in the options.
  const options = FIXED_IN_OPTIONS.has(error.kind) || error.code === 'KEY_REVOKED';
  return (
    <div
      class={`notice ${error.kind === 'rate-limited' ? 'notice-wait' : 'notice-error'}`}
      role="alert"
    >
      <p>{describeError(error)}</p>
      {options && <OpenOptionsLink />}
      <DashboardLink error={error} />
    </div>
  );
}
