import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer, SearchRequest } from '@/lib/hadith/hadith';
import { SEARCH_CACHE_LIFETIME_MS } from '@/lib/search/input';
import { queryTerms } from '@/lib/hadith/highlight';
import { resultSnippets } from '@/lib/search/page/snippets';
import {
  dropOlderPages,
  keepSnippets,
  popupSearch,
  rememberSearchPreferences,
  rememberShownSearch,
  searchPreferences,
  shownSearch,
} from '@/lib/search/page/snapshot';
import { hadiths } from '../helpers/background';
import { MemoryStorage, useMemoryStorage } from '../helpers/memory-storage';

useMemoryStorage();

function request(query: string, page = 1): SearchRequest {
  return { query, language: 'en', page, limit: 20 };
}

function answer(of: SearchRequest, offline = false): SearchAnswer {
  return {
    request: of,
    hadiths: [],
    pagination: {
      page: of.page,
      limit: of.limit,
      total: 0,
      totalPages: 0,
      hasNext: false,
      hasPrev: false,
    },
    fromCache: false,
    offlineReason: offline ? { kind: 'network', message: 'offline' } : null,
  };
}

const NOW = 1_800_000_000_000;

describe('the search pages kept for a first paint', () => {
  it('finds a page shown, by its request spelt any way the key folds, within the cache’s lifetime', () => {
    rememberShownSearch(request('Patience'), answer(request('Patience')), { now: NOW });
    expect(shownSearch(request('  PATIENCE '), NOW + 1000)?.answer.request.query).toBe('Patience');
    expect(shownSearch(request('Patience', 2), NOW)).toBeNull();
    expect(shownSearch(request('Patience'), NOW + SEARCH_CACHE_LIFETIME_MS)).toBeNull();
  });

  it('keeps no offline answer, but the popup still reopens on its search', () => {
    rememberShownSearch(request('fasting'), answer(request('fasting'), true), { popup: true });
    expect(shownSearch(request('fasting'))).toBeNull();
    expect(popupSearch()).toEqual(request('fasting'));
  });

  it('keeps the newest page only, the popup’s search only when the popup shows it', () => {
    for (let page = 1; page <= 3; page++) {
      rememberShownSearch(request('honey', page), answer(request('honey', page)), { now: NOW });
    }
    for (const page of [1, 2]) expect(shownSearch(request('honey', page), NOW)).toBeNull();
    expect(shownSearch(request('honey', 3), NOW)).not.toBeNull();
    expect(localStorage.length).toBe(1 + 1);
    expect(popupSearch()).toBeNull();
  });

  it('drops the older pages an earlier version kept, and keeps the newest', () => {
    const keys = [4, 3, 2, 1].map((page) => `honey|en|${page}|20`);
    for (const [at, key] of keys.entries()) {
      const asked = request('honey', 4 - at);
      localStorage.setItem(
        `hadith-lookup:search-page:${key}`,
        JSON.stringify({ request: asked, answer: answer(asked), shownAt: NOW }),
      );
    }
    localStorage.setItem('hadith-lookup:search-pages', JSON.stringify(keys));
    dropOlderPages();
    expect(shownSearch(request('honey', 4), NOW)).not.toBeNull();
    for (const page of [1, 2, 3]) expect(shownSearch(request('honey', page), NOW)).toBeNull();
    expect(localStorage.length).toBe(1 + 1);
    dropOlderPages();
    expect(localStorage.length).toBe(1 + 1);
  });

  it('reads a damaged or foreign entry as none', () => {
    localStorage.setItem('hadith-lookup:search-page:honey|en|1|20', '{"request":');
    localStorage.setItem('hadith-lookup:popup-search', '[1, 2]');
    localStorage.setItem('hadith-lookup:search-preferences', '{"language": 3}');
    expect(shownSearch(request('honey'))).toBeNull();
    expect(popupSearch()).toBeNull();
    expect(searchPreferences()).toBeNull();
  });

  it('with the storage full, drops its copies rather than throw: the next opening asks instead', () => {
    globalThis.localStorage = new MemoryStorage(400);
    rememberShownSearch(request('honey'), answer(request('honey')), { now: NOW });
    expect(shownSearch(request('honey'), NOW)).not.toBeNull();
    const long = { ...request('x'.repeat(300)) };
    expect(() => rememberShownSearch(long, answer(long), { now: NOW })).not.toThrow();
    expect(shownSearch(request('honey'), NOW)).toBeNull();
    expect(localStorage.getItem('hadith-lookup:search-pages')).toBeNull();
  });

  it('keeps the settings’ language and page size for the results page', () => {
    expect(searchPreferences()).toBeNull();
    rememberSearchPreferences({ language: 'ur', limit: 50 });
    expect(searchPreferences()).toEqual({ language: 'ur', limit: 50 });
  });
});

describe('the results’ cuts kept with a page', () => {
  afterEach(() => vi.useRealTimers());

  const shown = (query: string) => {
    const asked = request(query);
    const found = hadiths(3);
    return { asked, found, answered: { ...answer(asked), hadiths: found } };
  };

  it('are added once the page is shown, off its paint, as SearchResult cuts the texts', () => {
    vi.useFakeTimers();
    const { asked, found, answered } = shown('prayer');
    rememberShownSearch(asked, answered, { now: NOW });
    expect(shownSearch(asked, NOW)!.snippets).toBeUndefined();

    vi.runAllTimers();
    const terms = queryTerms('prayer');
    expect(shownSearch(asked, NOW)!.snippets).toEqual(
      Object.fromEntries(found.map((hadith) => [hadith.id, resultSnippets(hadith, terms)])),
    );
  });

  it('are not added to a page shown again since, nor to one dropped', () => {
    const { asked, answered } = shown('prayer');
    rememberShownSearch(asked, answered, { now: NOW });
    rememberShownSearch(asked, answered, { now: NOW + 1 });
    keepSnippets(asked, NOW);
    expect(shownSearch(asked, NOW + 1)!.snippets).toBeUndefined();

    localStorage.clear();
    keepSnippets(asked, NOW + 1);
    expect(localStorage.length).toBe(0);
  });
});
