import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../../server/app';
import { EXPLANATIONS_OFF, ExplanationsFileError } from '../../server/explanations';
import {
  type DatabaseJson,
  type Envelope,
  type ProductionErrorJson,
  call,
  codeOf,
  search,
} from './helpers';

/** Production's search by meaning and explanations (server/meaning-routes.ts). */

interface MeaningJson {
  data: (DatabaseJson & { similarity: number })[];
  total: number;
}

const EXPLANATION = {
  id: 7,
  hadithId: 1000100,
  languageCode: 'en',
  content: {
    short_meaning: 'Test explanation: deeds are judged by their intentions.',
    social_summary: 'Test summary.',
    long_meaning: 'Test long meaning.',
    context: 'Test context.',
    legal_note: 'Test legal note.',
    benefit: 'Test benefit.',
    certainty_level: 'high',
    notes: 'Test notes.',
  },
  provider: 'openai',
  model: 'gpt-test',
  isApproved: false,
};

let production: RunningServer;
let explaining: RunningServer;
let bare: RunningServer;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'explanations-'));
  const file = join(folder, 'explanations.json');
  await writeFile(file, JSON.stringify([EXPLANATION]));
  [production, explaining, bare] = await Promise.all([
    startServer({ port: 0 }),
    startServer({ port: 0, explanations: file }),
    startServer({ port: 0, wire: 'bare' }),
  ]);
  // The learnt space of a fresh checkout is built once (tens of seconds), then read from disk.
  await production.ready('en', { meaning: true });
}, 240_000);

afterAll(async () => {
  await Promise.all([production.close(), explaining.close(), bare.close()]);
  await rm(folder, { recursive: true, force: true });
});

async function meaning(params: Record<string, string | number>): Promise<MeaningJson> {
  const answer = await call<Envelope<MeaningJson>>(
    production,
    '/v1/hadiths/semantic-search',
    params,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('GET /v1/hadiths/semantic-search', () => {
  it('finds hadiths about parents for words a text search misses', async () => {
    const { data, total } = await meaning({ q: 'being good to parents', language: 'en' });
    expect(total).toBe(data.length);
    expect(data).toHaveLength(20);
    const aboutParents = data.filter(({ translation }) =>
      /\b(parents?|mother|father)\b/i.test(translation?.text ?? ''),
    );
    expect(aboutParents.length).toBeGreaterThanOrEqual(10);
    const text = await search(production, { q: 'being good to parents', language: 'en' });
    const textIds = new Set(text.data.map(({ id }) => Number(String(id).split('_')[0])));
    expect(aboutParents.some(({ id }) => !textIds.has(id))).toBe(true);
  });

  it('answers in the database shape, similarity from 0 to 1 descending, no pagination', async () => {
    const { data } = await meaning({ q: 'patience in hardship', language: 'en', limit: 5 });
    expect(data).toHaveLength(5);
    for (const record of data) {
      expect(record).toMatchObject({ arabicNarrator: null, translation: { languageCode: 'en' } });
      expect(typeof record.id).toBe('number');
      expect(record.similarity).toBeGreaterThanOrEqual(0);
      expect(record.similarity).toBeLessThanOrEqual(1);
    }
    const similarities = data.map(({ similarity }) => similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
    expect(new Set(data.map(({ id }) => id)).size).toBe(5);
  });

  it('answers an empty query with nothing, and a word the corpus lacks likewise', async () => {
    expect(await meaning({ q: '', language: 'en' })).toEqual({ data: [], total: 0 });
    expect(await meaning({ q: 'zzxxqqvv', language: 'en' })).toEqual({ data: [], total: 0 });
  });

  it('validates its query strictly, as the search route does', async () => {
    const answer = await call<ProductionErrorJson>(production, '/v1/hadiths/semantic-search', {
      q: 'mercy',
      lang: 'en',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toEqual(['property lang should not exist']);
  });

  it('needs the key, and is not on the bare wire', async () => {
    const path = '/v1/hadiths/semantic-search';
    expect((await call(production, path, { q: 'mercy' }, { key: null })).status).toBe(401);
    expect((await call(bare, path, { q: 'mercy' })).status).toBe(404);
  });
});

describe('explanations', () => {
  const path = (id: number | string, route = 'explain') => `/v1/hadiths/${id}/${route}`;

  it('answers 503 with the feature off, as production does', async () => {
    const answer = await call<ProductionErrorJson>(production, path(1000100), { language: 'en' });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatchObject({
      error: 'Service Unavailable',
      message: EXPLANATIONS_OFF,
    });
  });

  it('serves an explanation from the file, in production’s shape', async () => {
    const answer = await call<Envelope<typeof EXPLANATION>>(explaining, path(1000100), {
      language: 'en',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ...EXPLANATION, createdAt: expect.any(String) });
  });

  it('refuses a search-engine id, says 404 for an unknown hadith and 503 for one the file lacks', async () => {
    expect((await call(explaining, path('1000100_en'), {})).status).toBe(400);
    const unknown = await call(explaining, path(99), { language: 'en' });
    expect([unknown.status, codeOf(unknown.body)]).toEqual([404, 'Not Found']);
    expect((await call(explaining, path(1000200), { language: 'en' })).status).toBe(503);
    expect((await call(explaining, path(1000100), { language: 'fr' })).status).toBe(503);
  });

  it('streams a new explanation part by part, then the stored one whole', async () => {
    const id = 1000100;
    const fresh = await startServer({ port: 0, explanations: join(folder, 'explanations.json') });
    try {
      const first = await streamOf(fresh, path(id, 'explain-stream'));
      expect(first.type).toMatch(/text\/event-stream/);
      expect(first.events.at(-1)).toBe('[DONE]');
      const parts = first.events.slice(0, -1).map((event) => JSON.parse(event) as object);
      expect(parts.length).toBe(Object.keys(EXPLANATION.content).length);
      expect(parts[0]).toEqual({ content: { short_meaning: EXPLANATION.content.short_meaning } });
      expect(parts.at(-1)).toEqual({ content: EXPLANATION.content });
      const again = await streamOf(fresh, path(id, 'explain-stream'));
      expect(again.events).toHaveLength(2);
      expect(JSON.parse(again.events[0]!)).toMatchObject({ hadithId: id, model: 'gpt-test' });
    } finally {
      await fresh.close();
    }
  });

  it('records a report, and says 404 for a hadith without an explanation', async () => {
    const answer = await call<Envelope<{ message: string; explanationId: number }>>(
      explaining,
      path(1000100, 'explain/report'),
      { message: 'The legal note is wrong' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      message: 'The legal note is wrong',
      explanationId: 7,
    });
    expect(explaining.explanations?.reports.at(-1)?.message).toBe('The legal note is wrong');
    expect((await call(explaining, path(1000200, 'explain/report'), { message: 'x' })).status).toBe(
      404,
    );
  });

  it('is not on the bare wire', async () => {
    expect((await call(bare, path(1000100), { language: 'en' })).status).toBe(404);
  });

  it('refuses to start on a file that is not a list of explanations', async () => {
    const file = join(folder, 'broken.json');
    await writeFile(file, JSON.stringify([{ hadithId: 'one' }]));
    await expect(startServer({ port: 0, explanations: file })).rejects.toThrow(
      ExplanationsFileError,
    );
  });
});

async function streamOf(server: RunningServer, path: string) {
  const response = await fetch(`${server.url}${path}?language=en`, {
    headers: { Authorization: 'Bearer demo-key' },
  });
  const text = await response.text();
  const events = text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => block.slice('data: '.length));
  return { type: response.headers.get('content-type') ?? '', events };
}
