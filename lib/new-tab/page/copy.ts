import { i18n } from '#i18n';
import type { PreparedHadith } from '../../hadith/prepared-hadith';
import { hadithAsText } from '../../hadith/reference';

/** Copies the hadith with its reference, and says whether the browser allowed it. */
export async function copyWithReference(
  entry: PreparedHadith | null,
  confirm: (message: string) => void,
): Promise<void> {
  if (entry === null) return;
  try {
    await navigator.clipboard.writeText(hadithAsText(entry.hadith));
    confirm(i18n.t('hadith.copiedWithReference'));
  } catch {
    // The browser refused (the page lost focus, a policy): say so instead.
    confirm(i18n.t('hadith.copyRefused'));
  }
}
