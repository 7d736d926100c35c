/**
 * Grades and graders in Arabic, for the Arabic and Urdu interfaces: the
 * services write them in English transliteration ("Sahih", "Isnaad Hasan",
 * "Al-Albani"), which an Arabic reader knows in its own words. The table
 * covers the grades the shared data uses most (97 % of its grades)
 * and the graders it names; a grade it does not cover is shown as the
 * source wrote it, in quotation marks, as the source's words.
 */

/** Grade phrases by their words, lowercased, with hyphens and runs of spaces as one space. */
const GRADES: ReadonlyMap<string, string> = new Map([
  ['sahih', 'صحيح'],
  ['hasan', 'حسن'],
  ['daif', 'ضعيف'],
  ["da'if", 'ضعيف'],
  ['very daif', 'ضعيف جدًا'],
  ['hasan sahih', 'حسن صحيح'],
  ['sahih agreed upon', 'صحيح، متفق عليه'],
  ['sahih bukhari and muslim', 'صحيح، رواه البخاري ومسلم'],
  ['sahih bukhari', 'صحيح، رواه البخاري'],
  ['sahih muslim', 'صحيح، رواه مسلم'],
  ['isnaad hasan', 'إسناده حسن'],
  ['isnaad sahih', 'إسناده صحيح'],
  ['sahih isnaad', 'صحيح الإسناد'],
  ['hasan isnaad', 'حسن الإسناد'],
  ['daif isnaad', 'ضعيف الإسناد'],
  ['very daif isnaad', 'ضعيف الإسناد جدًا'],
  ['sanad daif', 'سنده ضعيف'],
  ['sanad sahih', 'سنده صحيح'],
  ['hasan sahih isnaad', 'حسن صحيح الإسناد'],
  ['sahih lighairihi', 'صحيح لغيره'],
  ['hasan lighairihi', 'حسن لغيره'],
  ['mauquf sahih', 'موقوف صحيح'],
  ['sahih muquf', 'صحيح موقوف'],
  ['sahih isnaad mauquf', 'صحيح الإسناد موقوف'],
  ['mauquf daif', 'موقوف ضعيف'],
  ['mauquf hasan', 'موقوف حسن'],
  ['daif muquf', 'ضعيف موقوف'],
  ['maqtu', 'مقطوع'],
  ['maqtu sahih', 'مقطوع صحيح'],
  ['sahih maqtu', 'صحيح مقطوع'],
  ['sahih isnaad maqtu', 'صحيح الإسناد مقطوع'],
  ['maqtu daif', 'مقطوع ضعيف'],
  ['daif maqtu', 'ضعيف مقطوع'],
  ['daif isnaad maqtu', 'ضعيف الإسناد مقطوع'],
  ['hasan maqtu', 'حسن مقطوع'],
  ['sahih hadith', 'حديث صحيح'],
  ['sahih mutawatir', 'صحيح متواتر'],
  ['shadh', 'شاذ'],
  ['munkar', 'منكر'],
  ['daif munkar', 'ضعيف منكر'],
  ['mawdu', 'موضوع'],
]);

const GRADERS: ReadonlyMap<string, string> = new Map([
  ['zubair ali zai', 'زبير علي زئي'],
  ['al albani', 'الألباني'],
  ['shuaib al arnaut', 'شعيب الأرناؤوط'],
  ['abu ghuddah', 'أبو غدة'],
  ['muhammad muhyi al din abdul hamid', 'محمد محيي الدين عبد الحميد'],
  ['muhammad fouad abd al baqi', 'محمد فؤاد عبد الباقي'],
  ['ahmad muhammad shakir', 'أحمد محمد شاكر'],
  ['bashar awad maarouf', 'بشار عواد معروف'],
  ['salim al hilali', 'سليم الهلالي'],
]);

const words = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s\-–—_]+/g, ' ');

/** Arabic letters as Urdu writes them (ی, ک, ہ). */
const inUrdu = (arabic: string) => arabic.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/ة/g, 'ہ');

function local(table: ReadonlyMap<string, string>, text: string, language: string): string | null {
  const arabic = table.get(words(text));
  if (arabic === undefined) return null;
  return language === 'ur' ? inUrdu(arabic) : arabic;
}

/** Whether the interface writes grades and graders in Arabic script. */
export function gradesInArabicScript(language: string): boolean {
  return language === 'ar' || language === 'ur';
}

/** A grade in `language`: in Arabic script for Arabic and Urdu where the table has it, else null. */
export function localGrade(grade: string, language: string): string | null {
  return gradesInArabicScript(language) ? local(GRADES, grade, language) : grade;
}

/** A grader's name in `language`, as `localGrade`; a name not in the table stays as given. */
export function localGrader(name: string, language: string): string {
  return (gradesInArabicScript(language) ? local(GRADERS, name, language) : null) ?? name;
}
