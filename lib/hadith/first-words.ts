/** The first `count` words of a text, for a review card's cue; the whole text when it is no longer. */
export function firstWords(text: string, count = 4): { shown: string; cut: boolean } {
  const words = text.trim().split(/\s+/u);
  if (words.length <= count) return { shown: text.trim(), cut: false };
  return { shown: words.slice(0, count).join(' '), cut: true };
}
