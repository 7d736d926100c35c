import type { Hadith } from './hadith';
import { formatGrades, formatReference } from './reference';

/** A hadith as plain text for the clipboard: the Arabic, the translation, then its reference. */
export function hadithAsText(hadith: Hadith): string {
  const grades = formatGrades(hadith);
  const translation = hadith.translation?.trim() ?? '';
  const parts = [
    hadith.arabicText.trim(),
    translation === hadith.arabicText.trim() ? '' : translation,
    `— ${formatReference(hadith)}${grades === '' ? '' : ` (${grades})`}`,
  ];
  return parts.filter((part) => part !== '').join('\n\n');
}
