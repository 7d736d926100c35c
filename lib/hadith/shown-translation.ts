import { i18n } from '#i18n';
import type { Hadith } from './hadith';
import { languageName } from '../locale/language-options';
import { primaryLanguage, textDirection } from '../locale/text-direction';

/**
 * How a hadith's translation is shown, the same on the new tab (its first
 * paint and its component) and in search results: in the language the
 * service says the text is in, never merely the one asked for.
 */
export type ShownTranslation =
  | {
      kind: 'text';
      text: string;
      /** `lang` and `dir` of the text: its own language's. */
      language: string;
      dir: 'ltr' | 'rtl';
      /** Says so, quietly, when the text is not in the language asked for. */
      note: string | null;
    }
  | { kind: 'missing'; sentence: string }
  /** Arabic was asked for: the hadith's own Arabic text is what there is to read. */
  | { kind: 'none' };

const ARABIC = 'ar';

export function shownTranslation(hadith: Hadith): ShownTranslation {
  const askedArabic = primaryLanguage(hadith.language) === ARABIC;
  const text = hadith.translation?.trim() ?? '';
  const language = hadith.translationLanguage;
  // The published contract's service repeats the Arabic as the "translation" into Arabic.
  const repeatsArabic = primaryLanguage(language) === ARABIC && text === hadith.arabicText.trim();
  if (text === '' || repeatsArabic) {
    return askedArabic && hadith.arabicText.trim() !== ''
      ? { kind: 'none' }
      : {
          kind: 'missing',
          sentence: i18n.t('hadith.noTranslation', [languageName(hadith.language)]),
        };
  }
  let note: string | null = null;
  if (primaryLanguage(language) !== primaryLanguage(hadith.language)) {
    note = askedArabic
      ? languageName(language)
      : i18n.t('hadith.translationFallback', [
          languageName(language),
          languageName(hadith.language),
        ]);
  }
  return { kind: 'text', text: hadith.translation!, language, dir: textDirection(language), note };
}
