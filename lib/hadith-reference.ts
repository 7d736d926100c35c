import { isolateName } from './bidi';
import type { Hadith } from './hadith';

/** The reference line, e.g. `Sahih al-Bukhari · Book 1 · Hadith 1`. */
export function formatReference(hadith: Hadith): string {
  return `${isolateName(hadith.collection)} · Book ${hadith.bookNumber} · Hadith ${hadith.hadithNumber}`;
}

/** The grades, e.g. `Sahih (Al-Albani) · Hasan (Zubair Ali Zai)`; empty when ungraded. */
export function formatGrades(hadith: Hadith): string {
  return hadith.grades
    .filter((g) => g.grade.trim() !== '')
    .map(({ name, grade }) =>
      name.trim() === '' ? isolateName(grade) : `${isolateName(grade)} (${isolateName(name)})`,
    )
    .join(' · ');
}
