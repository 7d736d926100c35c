import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDatabase } from '@/lib/storage/db';
import type { Hadith, Pagination, SearchAnswer, SearchRequest } from '@/lib/hadith/hadith';
import { createHadithCache } from '@/lib/storage/hadith-cache';
import { createLocalSearch } from '@/lib/search/background/local-search';
import { paginationFor } from '@/lib/search/pagination';
import { SearchModel } from '@/lib/search/page/model';
import type { SearchBackend } from '@/lib/search/page/model-options';
import { buildIndexData } from '../../../server/index-builder';
import { createSearchIndex } from '../../../server/search-index';

/**
 * Paging, over generated result counts, page sizes and pages: the pagination
 * object the local service and the offline search share (lib/search/pagination.ts),
 * the slices the service's index (server/search-index.ts) and the offline
 * search (lib/search/background/local-search.ts) cut, and the search model's Next, Prev and
 * page-size change (lib/search/page/model.ts), which feed "Page X of Y · N results".
 */

/** The page sizes the service is asked for: the pages' sizes and its maximum. */
const limit = fc.constantFrom(10, 20, 50, 100);
const total = fc.nat({ max: 1_000 });

/** The pages 1 … totalPages, and one past the end. */
const pagesOf = (pagination: Pagination) =>
  Array.from({ length: pagination.totalPages + 1 }, (_, i) => i + 1);

/** Checks that `pages` (each page's ids) cut `all` into consecutive slices of `size`. */
function expectPartition(pages: number[][], all: number[], size: number): void {
  expect(pages.flat(), 'the pages, one after another, hold every result once').toEqual(all);
  pages.forEach((ids, i) => {
    const isLast = i === pages.length - 1;
    if (!isLast) expect(ids).toHaveLength(size);
    else expect(ids.length).toBeLessThanOrEqual(size);
  });
}

describe('paginationFor', () => {
  it('counts ceil(total / limit) pages, none when nothing matched', () => {
    fc.assert(
      fc.property(total, limit, fc.integer({ min: 1, max: 200 }), (count, size, page) => {
        const pagination = paginationFor(page, size, count);
        expect(pagination).toMatchObject({ page, limit: size, total: count });
        expect(pagination.totalPages).toBe(Math.ceil(count / size));
        expect(pagination.totalPages === 0).toBe(count === 0);
        expect(pagination.totalPages * size).toBeGreaterThanOrEqual(count);
        expect((pagination.totalPages - 1) * size).toBeLessThan(Math.max(count, 1));
      }),
    );
  });

  it('has a next page exactly before the last, and a previous one exactly after the first', () => {
    fc.assert(
      fc.property(total, limit, fc.integer({ min: 1, max: 200 }), (count, size, page) => {
        const { totalPages, hasNext, hasPrev } = paginationFor(page, size, count);
        expect(hasNext).toBe(page < totalPages);
        expect(hasPrev).toBe(page > 1 && count > 0);
        if (page === 1) expect(hasPrev).toBe(false);
        if (page === totalPages) expect(hasNext).toBe(false);
      }),
    );
  });

  it('walked by its flags from page 1, shows every page once and never "Page X of Y" with X > Y', () => {
    fc.assert(
      fc.property(
        total.filter((count) => count > 0),
        limit,
        (count, size) => {
          const seen: number[] = [];
          let pagination = paginationFor(1, size, count);
          for (;;) {
            expect(pagination.page).toBeLessThanOrEqual(pagination.totalPages);
            seen.push(pagination.page);
            if (!pagination.hasNext) break;
            pagination = paginationFor(pagination.page + 1, size, count);
          }
          expect(seen).toEqual(Array.from({ length: Math.ceil(count / size) }, (_, i) => i + 1));
          // And back by hasPrev, to page 1.
          while (pagination.hasPrev) pagination = paginationFor(pagination.page - 1, size, count);
          expect(pagination.page).toBe(1);
        },
      ),
    );
  });
});

/** Documents over a few words, each word used a random number of times. */
const VOCABULARY = ['prayer', 'fasting', 'charity', 'patience', 'mercy'];
const corpus = fc.array(
  fc.array(fc.nat({ max: 3 }), { minLength: VOCABULARY.length, maxLength: VOCABULARY.length }),
  // `max`: several pages' worth, not the few documents fast-check starts from.
  { maxLength: 300, size: 'max' },
);
const query = fc
  .subarray(VOCABULARY, { minLength: 1, maxLength: 2 })
  .map((words) => words.join(' '));

describe("the service's paging (server/search-index.ts)", () => {
  it('cuts the ranked results into pages with no overlap and no gap', async () => {
    await fc.assert(
      fc.asyncProperty(corpus, query, limit, fc.nat(), async (docs, words, size, seed) => {
        const texts = docs.map((counts) =>
          counts.flatMap((times, w) => Array<string>(times).fill(VOCABULARY[w]!)).join(' '),
        );
        // Hadith ids in another order than the documents', for the tie-break.
        const ids = texts.map((_, doc) => ((doc * 7919 + seed) % 100_003) + doc * 100_003);
        const index = createSearchIndex(
          await buildIndexData(texts.length, (doc) => [texts[doc]!]),
          (doc) => ids[doc]!,
        );
        const everything = index.search(words, 0, Math.max(texts.length, 1));
        const pagination = paginationFor(1, size, everything.total);
        const pages = pagesOf(pagination).map((page) => {
          const answer = index.search(words, (page - 1) * size, size);
          expect(answer.total).toBe(everything.total);
          return answer.docs;
        });
        expect(pages.at(-1), 'the page past the end is empty').toEqual([]);
        expectPartition(pages.slice(0, -1), everything.docs, size);
      }),
    );
  });
});

function syntheticHadith(id: number, words: string): Hadith {
  return {
    id,
    collection: 'Test',
    collectionId: null,
    bookNumber: 1,
    hadithNumber: id,
    arabicText: '',
    translation: words,
    language: 'en',
    translationLanguage: 'en',
    grades: [],
  };
}

describe('the offline search’s paging (lib/search/background/local-search.ts)', () => {
  let databases = 0;

  beforeEach(() => fakeBrowser.reset());

  it('cuts what it finds into pages with no overlap and no gap', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('prayer', 'prayer prayer fasting', 'fasting', 'mercy prayer'), {
          maxLength: 120,
          size: 'max',
        }),
        limit,
        async (texts, size) => {
          const db = openDatabase(`hadith-lookup-paging-${++databases}`);
          try {
            await createHadithCache(db).saveHadiths(
              texts.map((words, i) => syntheticHadith(1_000 + i, words)),
              1,
            );
            const local = createLocalSearch(db, () => []);
            const request = { query: 'prayer', language: 'en', limit: size };
            const first = await local.search({ ...request, page: 1 });
            const expected = texts.filter((words) => words.includes('prayer')).length;
            expect(first.pagination).toEqual(paginationFor(1, size, expected));
            const pages: number[][] = [];
            for (const page of pagesOf(first.pagination)) {
              const answer = await local.search({ ...request, page });
              expect(answer.pagination).toEqual(paginationFor(page, size, expected));
              pages.push(answer.hadiths.map((hadith) => hadith.id));
            }
            expect(pages.at(-1), 'the page past the end is empty').toEqual([]);
            const all = (await local.search({ ...request, limit: 1_000, page: 1 })).hadiths;
            expectPartition(
              pages.slice(0, -1),
              all.map((hadith) => hadith.id),
              size,
            );
          } finally {
            await db.delete();
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

/** A backend answering at once from `count` results, paged like the service. */
function pagedBackend(count: number): SearchBackend & { sent: SearchRequest[] } {
  const results = Array.from({ length: count }, (_, i) => syntheticHadith(i + 1, 'prayer'));
  const sent: SearchRequest[] = [];
  const answer = (request: SearchRequest): SearchAnswer => {
    const start = (request.page - 1) * request.limit;
    return {
      hadiths: results.slice(start, start + request.limit),
      pagination: paginationFor(request.page, request.limit, count),
      request,
      fromCache: false,
      offlineReason: null,
    };
  };
  return {
    sent,
    search: async (request) => {
      sent.push(request);
      return answer(request);
    },
    prefetch: async (request) => answer(request),
    collections: async () => null,
  };
}

/** Lets the model's answered request land. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the search model’s paging (lib/search/page/model.ts)', () => {
  const models: InstanceType<typeof SearchModel>[] = [];

  beforeEach(() => fakeBrowser.reset());
  afterEach(() => models.splice(0).forEach((model) => model[Symbol.dispose]()));

  function open(backend: SearchBackend, page: number, size: number) {
    const model = new SearchModel({
      initial: { language: 'en', query: 'prayer', page, limit: size },
      backend,
    });
    models.push(model);
    model.start();
    return model;
  }

  it('Next from page 1 shows every result once, in order, and Prev walks back to page 1', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 450 }), limit, async (count, size) => {
        const backend = pagedBackend(count);
        const model = open(backend, 1, size);
        await settle();
        const shown: number[][] = [];
        for (;;) {
          const pagination = model.pagination.value!;
          expect(pagination.page).toBeGreaterThanOrEqual(1);
          expect(pagination.page).toBeLessThanOrEqual(pagination.totalPages);
          shown.push(model.shown.value!.answer.hadiths.map((hadith) => hadith.id));
          if (!model.canNext.value) break;
          model.next();
          await settle();
        }
        expect(shown).toHaveLength(Math.ceil(count / size));
        expectPartition(
          shown,
          Array.from({ length: count }, (_, i) => i + 1),
          size,
        );
        while (model.canPrev.value) {
          model.prev();
          await settle();
        }
        expect(model.pagination.value!.page).toBe(1);
        expect(backend.sent).toHaveLength(2 * shown.length - 1);
      }),
      { numRuns: 40 },
    );
  });

  it('a new page size keeps the first result in view, on a page that exists', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 450 }),
        limit,
        limit,
        fc.nat(),
        async (count, from, to, pick) => {
          const page = (pick % Math.ceil(count / from)) + 1;
          const model = open(pagedBackend(count), page, from);
          await settle();
          const firstShown = model.shown.value!.answer.hadiths[0]!.id;
          model.setLimit(to);
          await settle();
          const { pagination, shown } = model;
          expect(pagination.value!.limit).toBe(to);
          expect(pagination.value!.page).toBeLessThanOrEqual(pagination.value!.totalPages);
          expect(shown.value!.answer.hadiths.map((hadith) => hadith.id)).toContain(firstShown);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a page asked past the end (an old or edited link) shows the last page, for one more request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 450 }),
        limit,
        fc.integer({ min: 1, max: 60 }),
        async (count, size, asked) => {
          const backend = pagedBackend(count);
          const model = open(backend, asked, size);
          await settle();
          await settle();
          const totalPages = Math.ceil(count / size);
          const { page } = model.pagination.value!;
          expect(page).toBe(Math.min(asked, totalPages));
          expect(model.shown.value!.answer.hadiths.length).toBeGreaterThan(0);
          expect(backend.sent).toHaveLength(asked > totalPages ? 2 : 1);
        },
      ),
      { numRuns: 60 },
    );
  });
});
