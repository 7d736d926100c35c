import { describe, expect, it } from 'vitest';
import { createExplanationService } from '@/lib/explanations/background/service';
import { createApiClient } from '@/lib/service/api-client';
import { createCollectionsKeeper } from '@/lib/service/collections';
import { isRouteMissing, savedApiBase } from '@/lib/storage/browse-state';
import { useBackground } from '../helpers/background';
import { failure, useScriptedService } from '../helpers/setup';

/**
 * Explanations in the background, against a scripted service: asked once per
 * hadith and language and kept, a 408 asked again once, and every refusal
 * told apart (the route missing, the hadith unknown, the feature off).
 */

const background = useBackground();
const scripted = useScriptedService();
const pauses: number[] = [];

function service() {
  const now = () => background().clock.now;
  const api = createApiClient({ spacingMs: 0, now });
  const collections = createCollectionsKeeper(api, now);
  const pause = async (ms: number) => void pauses.push(ms);
  return createExplanationService({ api, db: background().db, collections, now, pause });
}

const EXPLANATION = {
  id: 3,
  hadithId: 1000100,
  languageCode: 'en',
  content: { short_meaning: 'Deeds go by intentions.', certainty_level: 'high', notes: 'A note.' },
  provider: 'openai',
  model: 'gpt-4o',
  isApproved: false,
};
const ok = { body: { success: true, data: EXPLANATION, meta: {} } };
const refused = (status: number, message: string, error = 'Not Found') => ({
  status,
  body: { success: false, error: { statusCode: status, error, message } },
});
const request = { hadithId: 1000100, language: 'en' };

describe('the explanation service', () => {
  it('asks the service once, keeps the answer, and serves it again with no request', async () => {
    scripted().reply(ok);
    const first = await service().explain(request);
    expect(first).toMatchObject({
      kind: 'explanation',
      fromStore: false,
      explanation: { model: 'gpt-4o', certainty: 'high', approved: false },
    });
    expect(scripted().requests.map(({ url }) => url)).toEqual([
      '/v1/hadiths/1000100/explain?language=en',
    ]);
    expect(await service().explain(request)).toMatchObject({
      kind: 'explanation',
      fromStore: true,
    });
    expect(await service().stored(request)).toMatchObject({ hadithId: 1000100 });
    expect(scripted().requests).toHaveLength(1);
    // Another language is another explanation.
    expect(await service().stored({ ...request, language: 'ar' })).toBeNull();
  });

  it('shares one request between two cards asking at once', async () => {
    scripted().reply({ ...ok, delayMs: 50 });
    const explaining = service();
    const [a, b] = await Promise.all([explaining.explain(request), explaining.explain(request)]);
    expect(a).toEqual(b);
    expect(scripted().requests).toHaveLength(1);
  });

  it('asks once more, a few seconds later, when the service cut the writing at 30 s', async () => {
    pauses.length = 0;
    let calls = 0;
    scripted().reply(() =>
      ++calls === 1 ? refused(408, 'Request timeout', 'Request Timeout') : ok,
    );
    expect(await service().explain(request)).toMatchObject({ kind: 'explanation' });
    expect(scripted().requests).toHaveLength(2);
    expect(pauses).toEqual([4_000]);
  });

  it('fails after a second 408, and keeps nothing', async () => {
    scripted().reply(refused(408, 'Request timeout', 'Request Timeout'));
    expect((await failure(service().explain(request))).status).toBe(408);
    expect(scripted().requests).toHaveLength(2);
    expect(await service().stored(request)).toBeNull();
  });

  it('says unavailable for a 503, without asking again by itself', async () => {
    scripted().reply(
      refused(503, 'AI explanations are temporarily unavailable', 'Service Unavailable'),
    );
    expect(await service().explain(request)).toEqual({
      kind: 'unavailable',
      message: 'AI explanations are temporarily unavailable',
    });
    expect(scripted().requests).toHaveLength(1);
  });

  it('tells a hadith the service lacks from a route it lacks', async () => {
    scripted().reply(refused(404, 'Hadith with ID 1000100 not found'));
    expect(await service().explain(request)).toEqual({ kind: 'none' });
    expect(await isRouteMissing(await savedApiBase(), 'explain', background().clock.now)).toBe(
      false,
    );

    scripted().reply(refused(404, 'Cannot GET /v1/hadiths/1000100/explain?language=en'));
    expect(await service().explain(request)).toEqual({ kind: 'unsupported' });
    expect(await isRouteMissing(await savedApiBase(), 'explain', background().clock.now)).toBe(
      true,
    );
    // Remembered: no request until the week is out.
    scripted().requests.length = 0;
    expect(await service().explain(request)).toEqual({ kind: 'unsupported' });
    expect(scripted().requests).toHaveLength(0);
  });

  it('keeps nothing broken: an empty explanation is a bad answer, and asked again next time', async () => {
    scripted().reply({ body: { success: true, data: { ...EXPLANATION, content: {} } } });
    expect((await failure(service().explain(request))).kind).toBe('bad-response');
    expect(await service().stored(request)).toBeNull();
  });

  it('sends a report with its message, in the query', async () => {
    scripted().reply({ body: { success: true, data: { id: 1, message: 'wrong' } } });
    await service().report(1000100, 'The legal note is wrong');
    expect(scripted().requests.map(({ url }) => url)).toEqual([
      '/v1/hadiths/1000100/explain/report?message=The+legal+note+is+wrong',
    ]);
  });
});
