import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import type { Hadith } from '@/lib/hadith/hadith';
import { openExplanation } from '@/lib/explanations/page/opener';
import { useExplainOffered } from './useRouteOffered';

/**
 * "Explain": the service's AI explanation of the hadith, in a panel over the
 * page. Not drawn when the options turn explanations off, or once the service
 * is known to have none.
 */
export function ExplainButton({
  hadith,
  class: className = 'link-button',
  children,
}: {
  hadith: Hadith;
  class?: string;
  /** The button's words; "Explain" unless given. */
  children?: ComponentChildren;
}) {
  const offered = useExplainOffered();
  const failed = useSignal(false);
  if (!offered) return null;
  return (
    <button
      type="button"
      class={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        const button = event.currentTarget;
        openExplanation(hadith, button).then(
          () => (failed.value = false),
          () => (failed.value = true),
        );
      }}
    >
      {failed.value ? i18n.t('explain.notLoaded') : (children ?? i18n.t('explain.open'))}
    </button>
  );
}
