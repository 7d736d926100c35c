/**
 * Sahih Muslim's other numbering: Muhammad Fuad Abd al-Baqi's, which
 * sunnah.com uses ("Muslim 8a"), beside the number the service gives a
 * hadith (the local data numbers Muslim as its English edition: Muslim 93).
 * The local data writes it "8.01" (`reference.arabicNumber`); production's
 * seed keeps it as `metadata.fuadBaqiReference`.
 */

const WRITTEN = /^(\d{1,6})(?:\.(\d{1,2}))?$/;
const LETTERED = /^(\d{1,6})([a-z])?$/i;

/** "8.01" → "8a", "9" → "9", 8 → "8", "8A" → "8a"; null for anything else. */
export function abdulBaqiNumber(raw: unknown): string | null {
  const text = typeof raw === 'number' && Number.isInteger(raw) ? String(raw) : raw;
  if (typeof text !== 'string') return null;
  const written = WRITTEN.exec(text.trim());
  if (written !== null) {
    const sub = Number(written[2] ?? 0);
    if (sub > 26) return null;
    return sub === 0 ? written[1]! : `${written[1]}${String.fromCharCode(96 + sub)}`;
  }
  const lettered = LETTERED.exec(text.trim());
  return lettered === null ? null : `${lettered[1]}${(lettered[2] ?? '').toLowerCase()}`;
}
