import { describeError } from '@/lib/error-text';
import type { HadithError, HadithErrorKind } from '@/lib/hadith-error';
import { OpenOptionsLink } from './OpenOptionsLink';

/** Errors the user fixes in the options: the notice links there. */
const FIXED_IN_OPTIONS: ReadonlySet<HadithErrorKind> = new Set([
  'no-key',
  'unauthorized',
  'not-found',
  'network',
  'bad-response',
]);

/** An error as a sentence a person can act on, with a way to act when there is one. */
export function ErrorNotice({ error }: { error: HadithError }) {
  return (
    <div
      class={`notice ${error.kind === 'rate-limited' ? 'notice-wait' : 'notice-error'}`}
      role="alert"
    >
      <p>{describeError(error)}</p>
      {FIXED_IN_OPTIONS.has(error.kind) && <OpenOptionsLink />}
    </div>
  );
}
