import { i18n } from '#i18n';
import { describeError } from '@/lib/error-text';
import type { HadithError, HadithErrorKind } from '@/lib/hadith-error';
import { DASHBOARD_URL, fixedOnDashboard } from '@/lib/refusal-text';
import { OpenOptionsLink } from './OpenOptionsLink';

/** Errors the user fixes in the options: the notice links there. */
const FIXED_IN_OPTIONS: ReadonlySet<HadithErrorKind> = new Set([
  'no-key',
  'unauthorized',
  'not-found',
  'network',
  'bad-response',
]);

/** A revoked key is replaced by a new one, pasted in the options. */
function fixedInOptions(error: HadithError): boolean {
  return FIXED_IN_OPTIONS.has(error.kind) || error.code === 'KEY_REVOKED';
}

/** An error as a sentence a person can act on, with a way to act when there is one. */
export function ErrorNotice({ error }: { error: HadithError }) {
  const options = fixedInOptions(error);
  const dashboard = fixedOnDashboard(error.code);
  return (
    <div
      class={`notice ${error.kind === 'rate-limited' ? 'notice-wait' : 'notice-error'}`}
      role="alert"
    >
      <p>{describeError(error)}</p>
      {options && <OpenOptionsLink />}
      {dashboard && (
        <a class="button" href={DASHBOARD_URL} target="_blank" rel="noopener noreferrer">
          {i18n.t('common.openDashboard')}
        </a>
      )}
    </div>
  );
}
