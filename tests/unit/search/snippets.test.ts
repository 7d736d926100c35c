import { describe, expect, it } from 'vitest';
import { queryTerms, snippet } from '@/lib/hadith/highlight';
import { keptSnippet, resultSnippets } from '@/lib/search/page/snippets';
import { hadiths } from '../helpers/background';

const [hadith] = hadiths(1);
const terms = queryTerms('messenger');

describe('a result’s texts as shown folded', () => {
  it('are its Arabic and its translation, each cut as SearchResult cuts it', () => {
    expect(resultSnippets(hadith!, terms)).toEqual([
      snippet(hadith!.arabicText, terms),
      snippet(hadith!.translation!, terms),
    ]);
  });

  it('are read from what was kept, by the text they cut', () => {
    const kept = [[{ text: 'kept Arabic', match: false }], [{ text: 'kept', match: true }]];
    expect(keptSnippet(hadith!, kept, hadith!.arabicText, terms)).toEqual(kept[0]);
    expect(keptSnippet(hadith!, kept, hadith!.translation!, terms)).toEqual(kept[1]);
  });

  it.each([
    ['nothing kept', undefined],
    ['a damaged copy', [[{ text: 3 }], 'cut']],
    ['a copy of another shape', { 0: [] }],
  ])('are cut again from %s', (_, kept) => {
    expect(keptSnippet(hadith!, kept, hadith!.translation!, terms)).toEqual(
      snippet(hadith!.translation!, terms),
    );
  });
});
