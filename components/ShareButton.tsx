import { i18n } from '#i18n';
import { useSignal, type Signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import type { Hadith } from '@/lib/hadith/hadith';

/** The card's drawing, loaded when it is first wanted: the new tab's first paint does without it. */
const drawing = () => import('@/lib/ui/share-card');

interface Props {
  hadith: Hadith;
  /** Whether the choices are open, when the page opens them too (the new tab's S key). */
  open?: Signal<boolean>;
  class?: string;
  /** The button's words; "Share" unless given. */
  children?: ComponentChildren;
  /** Where to say what happened; else a status beside the button. */
  onDone?: (message: string) => void;
}

/**
 * "Share": the hadith as a PNG card (lib/ui/share-card.ts), offered as
 * "Copy image" (to the clipboard) and "Save image" (a download).
 */
export function ShareButton({ hadith, open, class: className, children, onDone }: Props) {
  const own = useSignal(false);
  const expanded = open ?? own;
  const status = useSignal('');
  const id = `share-${hadith.id}`;

  function say(message: string): void {
    if (onDone === undefined) status.value = message;
    else onDone(message);
  }

  async function copyImage(): Promise<void> {
    try {
      // The image is made inside the click's clipboard write, which keeps the user's gesture.
      const image = drawing().then(({ hadithCardImage }) => hadithCardImage(hadith));
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': image })]);
      say(i18n.t('share.copied'));
    } catch {
      say(i18n.t('share.copyRefused'));
    }
  }

  async function saveImage(): Promise<void> {
    try {
      const { cardFileName, hadithCardImage } = await drawing();
      const url = URL.createObjectURL(await hadithCardImage(hadith));
      const link = document.createElement('a');
      link.href = url;
      link.download = cardFileName(hadith);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      say(i18n.t('share.saved'));
    } catch (error) {
      say(i18n.t('share.failed', [error instanceof Error ? error.message : String(error)]));
    }
  }

  return (
    <>
      <button
        type="button"
        class={className ?? 'link-button'}
        aria-expanded={expanded.value}
        aria-controls={expanded.value ? id : undefined}
        onClick={() => (expanded.value = !expanded.value)}
      >
        {children ?? i18n.t('share.share')}
      </button>
      {expanded.value && (
        <span id={id} class="share-choices" role="group" aria-label={i18n.t('share.share')}>
          <button type="button" class="link-button" onClick={() => void copyImage()}>
            {i18n.t('share.copyImage')}
          </button>
          <button type="button" class="link-button" onClick={() => void saveImage()}>
            {i18n.t('share.saveImage')}
          </button>
        </span>
      )}
      {onDone === undefined && (
        <span class="share-status" role="status">
          {status.value}
        </span>
      )}
    </>
  );
}
