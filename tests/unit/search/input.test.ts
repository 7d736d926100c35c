import { describe, expect, it } from 'vitest';
import { readResultsSearch } from '@/lib/search/results-url';
import { checkSearch, cleanQuery, MAX_QUERY_LENGTH } from '@/lib/search/input';
import { validateSearchRequest } from '@/lib/search/background/service';
import { HadithError } from '@/lib/hadith-error';

const request = { query: 'patience', language: 'en', page: 1, limit: 20 };

describe('cleanQuery', () => {
  it.each([
    ['plain words', 'patience in hardship', 'patience in hardship'],
    ['surrounding and repeated spaces', '  patience \t\n in  ', 'patience in'],
    ['C0 controls and DEL become spaces', 'pat\u0000ience\u0007in\u007f', 'pat ience in'],
    ['C1 controls', 'a\u0085b\u009fc', 'a b c'],
    ['bidi overrides, isolates and marks', '\u202epatience\u2066x\u2069\u200f', 'patience x'],
    ['Arabic with its marks, kept', 'صَبْر', 'صَبْر'],
    ['joiners, which some scripts need, kept', 'می\u200cخواهم', 'می\u200cخواهم'],
    ['only controls', '\u0000\u202e\u2066', ''],
  ])('%s', (_case, typed, cleaned) => {
    expect(cleanQuery(typed)).toBe(cleaned);
  });
});

describe('checkSearch', () => {
  it('cleans the query and lower-cases the language', () => {
    expect(checkSearch({ ...request, query: ' pati\u0000ence ', language: ' EN ' })).toEqual({
      ok: true,
      request: { ...request, query: 'pati ence' },
    });
  });

  it('takes a query of exactly the longest length, in characters not UTF-16 units', () => {
    expect(checkSearch({ ...request, query: 'a'.repeat(MAX_QUERY_LENGTH) }).ok).toBe(true);
    expect(checkSearch({ ...request, query: '😀'.repeat(MAX_QUERY_LENGTH) }).ok).toBe(true);
  });

  it.each([
    ['an empty query', { query: '' }, 'Type something to search for.'],
    ['a query of controls only', { query: '\u0001\u202e' }, 'Type something to search for.'],
    [
      'a query over 500 characters',
      { query: 'a'.repeat(501) },
      'A search can be at most 500 characters long; this one has 501.',
    ],
    [
      'a language that is no code',
      { language: 'english!' },
      'The language must be a code such as en or ar.',
    ],
    ['an empty language', { language: ' ' }, 'The language must be a code such as en or ar.'],
    ['page 0', { page: 0 }, 'The page must be a whole number from 1 to 10,000.'],
    ['page 1.5', { page: 1.5 }, 'The page must be a whole number from 1 to 10,000.'],
    ['page NaN', { page: NaN }, 'The page must be a whole number from 1 to 10,000.'],
    ['page 1e9', { page: 1e9 }, 'The page must be a whole number from 1 to 10,000.'],
    ['a page size of 101', { limit: 101 }, 'The page size must be a whole number from 1 to 100.'],
  ])('refuses %s', (_case, change, problem) => {
    expect(checkSearch({ ...request, ...change })).toEqual({ ok: false, problem });
  });

  it('is what the background applies to a message, as a bad-request HadithError', () => {
    const error = (() => {
      try {
        validateSearchRequest({ ...request, query: 'x'.repeat(600) });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(HadithError);
    expect(error).toMatchObject({
      kind: 'bad-request',
      message: expect.stringMatching(/at most 500/),
    });
    expect(validateSearchRequest({ ...request, query: '\u202epatience' })).toEqual(request);
  });
});

describe('readResultsSearch', () => {
  it('reads a well-formed address', () => {
    expect(readResultsSearch('?q=patience&language=ar&page=3&limit=50&hadith=7', 'en')).toEqual({
      query: 'patience',
      language: 'ar',
      page: 3,
      limit: 50,
      expandedId: 7,
      problem: null,
    });
  });

  it('is no problem without a query: the page waits for one', () => {
    expect(readResultsSearch('', 'en')).toMatchObject({ query: '', language: 'en', problem: null });
  });

  it.each([
    ['?q=&page=abc', 'Type something to search for.'],
    ['?q=%00%E2%80%AE', 'Type something to search for.'],
    [`?q=${'a'.repeat(501)}`, 'A search can be at most 500 characters long; this one has 501.'],
    ['?q=patience&language=en%3Cscript%3E', 'The language must be a code such as en or ar.'],
    [
      '?q=patience&page=abc',
      'This address’s page is not valid. The page must be a whole number from 1 to 10,000.',
    ],
    [
      '?q=patience&page=-1',
      'This address’s page is not valid. The page must be a whole number from 1 to 10,000.',
    ],
    [
      '?q=patience&page=0',
      'This address’s page is not valid. The page must be a whole number from 1 to 10,000.',
    ],
    [
      '?q=patience&page=1e9',
      'This address’s page is not valid. The page must be a whole number from 1 to 10,000.',
    ],
    [
      '?q=patience&page=1000000000',
      'This address’s page is not valid. The page must be a whole number from 1 to 10,000.',
    ],
    [
      '?q=patience&page=',
      'This address’s page is not valid. The page must be a whole number from 1 to 10,000.',
    ],
  ])('%s: %s', (search, problem) => {
    expect(readResultsSearch(search, 'en')).toMatchObject({ problem });
  });

  it('strips controls from the query and leaves a bad limit to the default', () => {
    expect(readResultsSearch('?q=pa%07tience%E2%80%AE&limit=7', 'en')).toMatchObject({
      query: 'pa tience',
      limit: undefined,
      problem: null,
    });
  });
});
