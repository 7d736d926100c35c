import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { SearchAnswer, SearchRequest } from '@/lib/hadith/hadith';
import { HadithError } from '@/lib/hadith-error';
import { SEARCH_PAUSE_MS, SearchModel } from '@/lib/search/page/model';
import type { SearchBackend } from '@/lib/search/page/model-options';
import { hadiths } from '../helpers/background';
import { pagination } from '../helpers/wire';

/** A backend whose answers the test releases one by one, in any order. */
function scriptedBackend() {
  const sent: {
    kind: 'search' | 'prefetch';
    request: SearchRequest;
    answer: (a?: SearchAnswer | null) => void;
    /** Rejects the request, as the background does with the service's refusal. */
    fail: (error: unknown) => void;
  }[] = [];
  const answerFor = (request: SearchRequest, total = 45): SearchAnswer => ({
    hadiths: hadiths(2),
    pagination: pagination(request.page, request.limit, total),
    request,
    fromCache: false,
    offlineReason: null,
  });
  const backend: SearchBackend = {
    collections: async () => null,
    search: (request) =>
      new Promise((resolve, reject) =>
        sent.push({
          kind: 'search',
          request,
          answer: (a) => resolve(a ?? answerFor(request)),
          fail: reject,
        }),
      ),
    prefetch: (request) =>
      new Promise((resolve, reject) =>
        sent.push({
          kind: 'prefetch',
          request,
          answer: (a) => resolve(a === undefined ? answerFor(request) : a),
          fail: reject,
        }),
      ),
  };
  return { backend, sent, answerFor };
}

let models: InstanceType<typeof SearchModel>[] = [];

function model(
  backend: SearchBackend,
  initial: { query?: string; page?: number; limit?: number } = {},
) {
  const created = new SearchModel({ initial: { language: 'en', ...initial }, backend });
  models.push(created);
  created.start();
  return created;
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
});

afterEach(() => {
  models.forEach((created) => created[Symbol.dispose]());
  models = [];
  vi.useRealTimers();
});

describe('the search model', () => {
  it('sends one search for a query typed letter by letter, after the pause', async () => {
    const { backend, sent } = scriptedBackend();
    const search = model(backend);
    for (const letter of 'patience') {
      search.query.value += letter;
      search.typed();
      await vi.advanceTimersByTimeAsync(150);
    }
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS);
    expect(sent.map((s) => s.request.query)).toEqual(['patience']);
  });

  it('searches at once on Enter, and not again for the same search', async () => {
    const { backend, sent } = scriptedBackend();
    const search = model(backend);
    search.query.value = 'Patience';
    search.typed();
    search.search();
    expect(sent).toHaveLength(1);
    sent[0]!.answer();
    await settle();
    search.query.value = ' patience ';
    search.search();
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it('never lets an older answer replace a newer one', async () => {
    const { backend, sent, answerFor } = scriptedBackend();
    const search = model(backend);
    search.query.value = 'honey';
    search.search();
    search.query.value = 'milk';
    search.search();
    sent[1]!.answer();
    await settle();
    sent[0]!.answer(answerFor(sent[0]!.request, 99));
    await settle();
    expect(search.shown.value?.request.query).toBe('milk');
    expect(search.pagination.value?.total).toBe(45);
  });

  it('restores a search, turns pages by the service’s flags, and keeps the first result on resizing', async () => {
    const { backend, sent } = scriptedBackend();
    const search = model(backend, { query: 'siwak', page: 3, limit: 20 });
    expect(sent[0]?.request).toEqual({ query: 'siwak', language: 'en', page: 3, limit: 20 });
    sent[0]!.answer();
    await settle();
    expect(search.canNext.value).toBe(false);
    search.next();
    expect(sent).toHaveLength(1);
    search.setLimit(10);
    expect(sent[1]?.request).toMatchObject({ page: 5, limit: 10 });
  });

  it('paints a restored search from its remembered answer without asking', () => {
    const { backend, sent, answerFor } = scriptedBackend();
    const request = { query: 'siwak', language: 'en', page: 2, limit: 20 };
    const restored = new SearchModel({
      initial: request,
      initialAnswer: answerFor({ ...request, query: 'SIWAK' }),
      backend,
    });
    models.push(restored);
    restored.start();
    expect(restored.pagination.value?.page).toBe(2);
    expect(sent).toHaveLength(0);
  });

  it('asks for nothing until started, then for the search it opened on when its page was not at hand', async () => {
    const { backend, sent } = scriptedBackend();
    const request = { query: 'siwak', language: 'en', page: 2, limit: 20 };
    const opened = new SearchModel({ initial: request, backend });
    models.push(opened);
    // The first paint: the form as it was, nothing asked of the background yet.
    expect(opened.query.value).toBe('siwak');
    await settle();
    expect(sent).toHaveLength(0);
    opened.start();
    opened.start();
    expect(sent.map((s) => s.request)).toEqual([request]);
  });

  it('a search typed before it starts is the one shown: starting does not ask for the opened one', async () => {
    const { backend, sent } = scriptedBackend();
    const opened = new SearchModel({
      initial: { query: 'siwak', language: 'en', page: 1, limit: 20 },
      backend,
    });
    models.push(opened);
    opened.query.value = 'honey';
    opened.search();
    opened.start();
    await settle();
    expect(sent.map((s) => s.request.query)).toEqual(['honey']);
  });

  it('a query typed before it starts, its pause not yet over, is sent once, by the pause', async () => {
    const { backend, sent } = scriptedBackend();
    const opened = new SearchModel({ initial: { language: 'en', limit: 20 }, backend });
    models.push(opened);
    opened.query.value = 'patience';
    opened.typed();
    // The settings are read before the pause ends: starting sends nothing of its own.
    opened.start();
    await settle();
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS);
    expect(sent.map((s) => s.request.query)).toEqual(['patience']);
    // Refused (a revoked key), it is not sent again by anything left over.
    sent[0]!.fail(new HadithError('forbidden', 'This API key has been revoked.'));
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it('fetches the next page on intent once, and shows it on Next without another search', async () => {
    const { backend, sent } = scriptedBackend();
    const search = model(backend);
    search.query.value = 'siwak';
    search.search();
    sent[0]!.answer();
    await settle();
    search.intent();
    search.intent();
    expect(sent.map((s) => s.kind)).toEqual(['search', 'prefetch']);
    sent[1]!.answer();
    await settle();
    search.next();
    await settle();
    expect(sent).toHaveLength(2);
    expect(search.pagination.value?.page).toBe(2);
  });

  it('falls back to a search when the prefetch got nothing', async () => {
    const { backend, sent } = scriptedBackend();
    const search = model(backend);
    search.query.value = 'siwak';
    search.search();
    sent[0]!.answer();
    await settle();
    search.intent();
    sent[1]!.answer(null);
    search.next();
    await settle();
    expect(sent.map((s) => s.kind)).toEqual(['search', 'prefetch', 'search']);
  });

  it('repeats an offline answer’s search once the rate limit has passed', async () => {
    const { backend, sent, answerFor } = scriptedBackend();
    const search = model(backend);
    search.query.value = 'siwak';
    search.search();
    const reason = new HadithError('rate-limited', 'limited', { retryAt: Date.now() + 5_000 });
    sent[0]!.answer({ ...answerFor(sent[0]!.request), offlineReason: reason.toInfo() });
    await settle();
    expect(search.shown.value?.answer.offlineReason?.kind).toBe('rate-limited');
    await vi.advanceTimersByTimeAsync(6_000);
    expect(sent).toHaveLength(2);
    sent[1]!.answer();
    await settle();
    expect(search.shown.value?.answer.offlineReason).toBeNull();
  });
});

describe('input the service would refuse', () => {
  it.each([
    ['an empty query', '', 'en', 'Type something to search for.'],
    ['a query of control characters only', '\u0000\u202e ', 'en', 'Type something to search for.'],
    [
      'a query over 500 characters',
      'a'.repeat(501),
      'en',
      'A search can be at most 500 characters long; this one has 501.',
    ],
    [
      'a language that is no code',
      'patience',
      'en<b>',
      'The language must be a code such as en or ar.',
    ],
  ])('%s: says why and sends nothing', async (_case, query, language, problem) => {
    const { backend, sent } = scriptedBackend();
    const search = model(backend);
    search.query.value = query;
    search.language.value = language;
    search.search();
    search.typed();
    await vi.advanceTimersByTimeAsync(SEARCH_PAUSE_MS * 2);
    expect(sent).toEqual([]);
    expect(search.error.value).toBeInstanceOf(HadithError);
    expect(search.error.value).toMatchObject({ kind: 'bad-request', message: problem });
  });

  it('sends the query without its control characters', async () => {
    const { backend, sent } = scriptedBackend();
    const search = model(backend);
    search.query.value = '\u202epati\u0007ence\u2069';
    search.search();
    await settle();
    expect(sent.map((s) => s.request)).toEqual([
      { query: 'pati ence', language: 'en', page: 1, limit: 20 },
    ]);
  });

  it('shows a problem given at the start instead of searching', async () => {
    const { backend, sent } = scriptedBackend();
    const created = new SearchModel({
      initial: { language: 'en', query: 'patience' },
      initialProblem: 'This address’s page is not valid.',
      backend,
    });
    models.push(created);
    created.start();
    await settle();
    expect(sent).toEqual([]);
    expect(created.error.value?.message).toBe('This address’s page is not valid.');
  });
});

describe('words or meaning', () => {
  it('searches the shown query again by meaning: one page of twenty, no collection, no pager', async () => {
    const { backend, sent } = scriptedBackend();
    const searching = model(backend, { limit: 50 });
    searching.query.value = 'being good to parents';
    searching.collection.value = 'bukhari';
    searching.search();
    sent.shift()!.answer();
    await settle();

    searching.setMode('meaning');
    expect(sent.map(({ request }) => request)).toEqual([
      { query: 'being good to parents', language: 'en', page: 1, limit: 20, mode: 'meaning' },
    ]);
    sent.shift()!.answer();
    await settle();
    expect(searching.shown.value?.request.mode).toBe('meaning');
    // Remembered for every search page.
    expect(await fakeBrowser.storage.local.get('searchMode')).toEqual({ searchMode: 'meaning' });

    searching.setMode('words');
    expect(sent[0]!.request).toMatchObject({ limit: 50, collection: 'bukhari' });
    expect(sent[0]!.request.mode).toBeUndefined();
  });

  it('goes back to the words for good when the service has no search by meaning', async () => {
    const { backend, sent, answerFor } = scriptedBackend();
    const searching = model(backend);
    searching.query.value = 'patience';
    searching.setMode('meaning');
    searching.search();
    const { request, answer } = sent.shift()!;
    expect(request.mode).toBe('meaning');
    // The background searched the words instead, and says so.
    const { mode: _meaning, ...words } = request;
    answer({ ...answerFor(words), meaningUnsupported: true });
    await settle();
    expect(searching.mode.value).toBe('words');
    // Shown as what was searched: by words, with its pages.
    expect(searching.shown.value?.request.mode).toBeUndefined();
  });
});
