import { describe, expect, it } from 'vitest';
import { highlight, queryTerms, snippet, type Segment } from '@/lib/hadith/highlight';
import { matchWeight, wordRoot } from '@/lib/hadith/search-text';

const marked = (segments: Segment[]) => segments.filter((s) => s.match).map((s) => s.text);
const joined = (segments: Segment[]) => segments.map((s) => s.text).join('');

describe('highlight', () => {
  it.each<[string, string, string[]]>([
    ['Actions are judged by Intentions.', 'intention', ['Intentions']],
    ['Patience is light; be patient.', 'PATIENT', ['patient']],
    ['Patience is light; be patient.', 'patien', ['Patience', 'patient']],
    ['He is in it.', 'in', ['in']],
    ['إنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ', 'بالنيات', ['بِالنِّيَّاتِ']],
    ['Ḥadīth of Jibrīl', 'hadith jibril', ['Ḥadīth', 'Jibrīl']],
    ['nothing here', 'zakat', []],
  ])('marks in “%s” the words matching “%s”', (text, query, expected) => {
    const segments = highlight(text, queryTerms(query));
    expect(marked(segments)).toEqual(expected);
    expect(joined(segments)).toBe(text);
  });

  it.each<[string, string, string[]]>([
    ['إنَّمَا الْأَعْمَالُ بِالنِّيَّاتِ ١٢', 'intentions 12', []],
    ['قَالَ رَسُولُ اللَّهِ (12)', 'intentions 12', ['12']],
    ['قَالَ الْحَدِيثُ Ḥadīth', 'hadith', ['Ḥadīth']],
    ['قَالَ الْحَدِيثُ', 'الحديث hadith', ['الْحَدِيثُ']],
  ])(
    'in the Arabic “%s”, a query “%s” in Latin letters marks only words outside the Arabic script',
    (text, query, expected) => {
      const segments = highlight(text, queryTerms(query));
      expect(marked(segments)).toEqual(expected);
      expect(joined(segments)).toBe(text);
    },
  );

  it('marks two-letter words only whole, like the service', () => {
    expect(marked(highlight('he went home', queryTerms('he')))).toEqual(['he']);
  });
});

describe('snippet', () => {
  const long = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The reward of patience is paradise. ${'Sed do eiusmod tempor. '.repeat(20)}`;

  it('shows the text around the first match, cut at spaces, with ellipses held to their words', () => {
    const segments = snippet(long, queryTerms('patience'), 120);
    const text = joined(segments);
    expect(marked(segments)).toEqual(['patience']);
    expect(text).toMatch(/^…\u00a0\S/);
    expect(text).toMatch(/\S\u00a0…$/);
    expect(text.length).toBeLessThanOrEqual(126);
    expect(text).toContain('The reward of patience is paradise.');
  });

  it('keeps a short text whole and starts a text without a match at its beginning', () => {
    expect(joined(snippet('Short text.', queryTerms('text')))).toBe('Short text.');
    const start = joined(snippet(long, queryTerms('zakat'), 100));
    expect(start.startsWith('Lorem ipsum')).toBe(true);
    expect(start).toMatch(/\S\u00a0…$/);
  });
});

describe('a query word’s root', () => {
  it.each([
    ['intentions', 'inten'],
    ['intention', 'inten'],
    ['charities', 'charit'],
    ['prayers', 'prayer'],
    ['migrations', 'migra'],
    ['fasting', null],
    ['sins', null],
    ['mercy', null],
    ['بالنيات', null],
  ])('%s: %s', (term, root) => {
    expect(wordRoot(term)).toBe(root);
  });

  it('matches another form of the word, below the word itself and its longer forms', () => {
    expect(matchWeight('intentions', 'intentions')).toBe(1);
    expect(matchWeight('intentionsx', 'intentions')).toBe(0.5);
    expect(matchWeight('intended', 'intentions')).toBe(0.25);
    expect(matchWeight('motives', 'intentions')).toBe(0);
    expect(highlight('what he intended', ['intentions'])).toEqual([
      { text: 'what he ', match: false },
      { text: 'intended', match: true },
    ]);
  });
});
