import { i18n } from '#i18n';
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';

/** How long "Copied" stays before the button reads "Copy" again. */
const CONFIRM_MS = 1500;

/** Copies a text to the clipboard and says whether it worked. */
export function CopyButton({ text }: { text: () => string }) {
  const state = useSignal<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state.value === 'idle') return;
    const timer = setTimeout(() => (state.value = 'idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state.value]);

  async function copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(text());
      state.value = 'copied';
    } catch {
      // The browser refused (no focus, no permission): say so on the button.
      state.value = 'failed';
    }
  }

  return (
    <button type="button" class="link-button" onClick={() => void copy()} aria-live="polite">
      {i18n.t(
        state.value === 'copied'
          ? 'hadith.copied'
          : state.value === 'failed'
            ? 'hadith.copyFailed'
            : 'hadith.copy',
      )}
    </button>
  );
}
