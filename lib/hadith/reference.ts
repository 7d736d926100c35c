import { i18n } from '#i18n';
import { isolated, isolateName } from './bidi';
import { breakLongRuns } from './long-runs';
import type { Hadith } from './hadith';
import { formatLabel } from '../locale/digits';
import { localCollectionName } from './collection-names';
import { localGrade, localGrader } from './grade-names';

/** The interface's language (`en`, `ar`…), as its messages name it. */
const uiLanguage = () => i18n.t('locale');

/** A collection's name as the interface writes it (Arabic and Urdu in their own script), fit for a line of ours. */
export function shownCollection(collection: string): string {
  return shownName(localCollectionName(collection, uiLanguage()));
}

/** A grade in the interface's words where the table has them; else the source's, quoted. */
function shownGrade(grade: string, language: string): string {
  const local = localGrade(grade, language);
  return local !== null ? shownName(local) : i18n.t('hadith.sourceWords', [shownName(grade)]);
}

/** A name from the service, fit to set inside a line of ours (a reference, a sentence). */
export function shownName(name: string): string {
  return isolateName(breakLongRuns(name));
}

/** sunnah.com's number ("8a") with its digits as the interface writes them. */
export function formatSunnahNumber(number: string): string {
  return number.replace(/^\d+/, (digits) => formatLabel(Number(digits)));
}

/**
 * The reference line, e.g. `Sahih al-Bukhari · Book 1 · Hadith 1`; with
 * sunnah.com's number where the collection has two numberings:
 * `Sahih Muslim · Book 1 · Hadith 93 (sunnah.com: 8a)`.
 */
export function formatReference(hadith: Hadith): string {
  const collection = shownCollection(hadith.collection);
  const line = i18n.t('hadith.reference', [
    collection,
    formatLabel(hadith.bookNumber),
    formatLabel(hadith.hadithNumber),
  ]);
  if (hadith.sunnahNumber === undefined) return line;
  return i18n.t('hadith.withSunnahNumber', [
    line,
    isolated(formatSunnahNumber(hadith.sunnahNumber)),
  ]);
}

/** The grades, e.g. `Sahih (Al-Albani) · Hasan (Zubair Ali Zai)`; empty when ungraded. */
export function formatGrades(hadith: Hadith): string {
  const language = uiLanguage();
  return (
    hadith.grades
      // "-" is how some sources write "no grade".
      .filter((g) => g.grade.trim() !== '' && g.grade.trim() !== '-')
      .map(({ name, grade }) =>
        name.trim() === ''
          ? shownGrade(grade, language)
          : `${shownGrade(grade, language)} (${shownName(localGrader(name, language))})`,
      )
      .join(' · ')
  );
}

/** A search result's reference line: the reference, and its grade where it has one, seen unexpanded. */
export function referenceLine(hadith: Hadith): string {
  const grades = formatGrades(hadith);
  const reference = formatReference(hadith);
  return grades === '' ? reference : i18n.t('hadith.referenceGraded', [reference, grades]);
}

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

/**
 * The id of a hadith's text element shown whole (the new tab, favourites),
 * which its buttons name in `aria-controls`. A page's first paint and the
 * component that takes it over give the same id, so both take it from here.
 */
export function hadithTextId(hadith: Hadith): string {
  return `hadith-${hadith.id}-text`;
}

/** The id of one search result's text, as `hadithTextId`. */
export function resultTextId(hadith: Hadith): string {
  return `result-${hadith.id}-text`;
}
