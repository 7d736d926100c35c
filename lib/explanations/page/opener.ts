import type { Hadith } from '../../hadith/hadith';

/**
 * Opens a hadith's explanation. The panel's code is a script of its own
 * (entrypoints/explanation-panel/index.tsx), loaded the first time a page asks:
 * the pages' first scripts are classic bundles, where a dynamic import would
 * be inlined, and the new tab's would grow by the whole panel.
 */
export interface ExplanationPanel {
  /** `opener`: the control that opened it, focused again when it closes. */
  open(hadith: Hadith, opener: HTMLElement | null): void;
}

declare global {
  interface Window {
    hadithLookupExplanation?: ExplanationPanel;
  }
}

export const PANEL_SCRIPT = '/explanation-panel.js';

let loading: Promise<ExplanationPanel> | null = null;

function loadPanel(): Promise<ExplanationPanel> {
  loading ??= new Promise<ExplanationPanel>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PANEL_SCRIPT;
    script.onload = () =>
      window.hadithLookupExplanation === undefined
        ? reject(new Error(`${PANEL_SCRIPT} defined no panel`))
        : resolve(window.hadithLookupExplanation);
    script.onerror = () => reject(new Error(`${PANEL_SCRIPT} could not be loaded`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function openExplanation(hadith: Hadith, opener: HTMLElement | null): Promise<void> {
  (await loadPanel()).open(hadith, opener);
}
