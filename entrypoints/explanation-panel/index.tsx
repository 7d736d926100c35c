import { render } from 'preact';
import { ExplanationDialog } from '@/components/ExplanationDialog';
import type { ExplanationPanel } from '@/lib/explanations/page/opener';
// Its styles come with it: no page's first paint carries them.
import styles from '@/assets/explanation.css?inline';

/**
 * The explanation panel's script, loaded by a page the first time it opens
 * one (lib/explanations/page/opener.ts), so no page's first script carries it.
 * It renders into a root of its own at the end of the page, with its own
 * copy of Preact: the page's components and this panel share nothing but
 * the background they both ask.
 */
export default defineUnlistedScript(() => {
  const style = document.createElement('style');
  style.textContent = styles;
  document.head.append(style);
  const root = document.createElement('div');
  root.className = 'explanation-root';
  document.body.append(root);
  let opened = 0;
  const panel: ExplanationPanel = {
    open(hadith, opener) {
      // A key of its own: a panel opened again starts afresh.
      opened++;
      const close = () => {
        render(null, root);
        opener?.focus();
      };
      render(<ExplanationDialog key={opened} hadith={hadith} onClose={close} />, root);
    },
  };
  window.hadithLookupExplanation = panel;
});
