import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPLANATION_PARTS } from '@/lib/hadith/explanation';
import { HadithError } from '@/lib/hadith-error';
import { MAX_PART_LENGTH, parseExplanation } from '@/lib/service/explanation-schema';
import { parseMeaningPage } from '@/lib/service/meaning-schema';
import { parseRecords } from '@/lib/service/schema';
import type { Hadith } from '@/lib/hadith/hadith';
import { successBody, type Wire } from '../../../server/responses';

/**
 * The parsers of the AI routes, over generated answers: an explanation or a
 * page by meaning comes out in the extension's shapes, or a HadithError of
 * kind `bad-response`, never anything else; text stays text, however it looks.
 */

const wire = fc.constantFrom<Wire>('production', 'bare');
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('**bold** and _Markdown_', '<img src=x onerror=alert(1)>', '<b>b</b>', '   '),
);
/** Anything a broken service might put where a field goes. */
const junk = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.integer()),
  fc.object(),
);
const field = fc.oneof(text, junk, fc.constant(undefined));

const content = fc.record(
  {
    ...Object.fromEntries(EXPLANATION_PARTS.map((part) => [part, field])),
    social_summary: field,
    certainty_level: fc.oneof(
      fc.constantFrom('high', 'medium', 'low', 'HIGH', 'certain', ''),
      junk,
    ),
  },
  { requiredKeys: [] },
);

const explanation = fc.record(
  {
    id: fc.oneof(fc.nat(), junk),
    hadithId: fc.oneof(fc.nat(), junk),
    languageCode: fc.oneof(fc.constantFrom('en', 'ar', 'ur', 'not a language'), junk),
    content: fc.oneof(content, junk),
    provider: fc.oneof(text, fc.constant(null)),
    model: fc.oneof(text, fc.constant(null)),
    isApproved: fc.oneof(fc.boolean(), junk),
  },
  { requiredKeys: [] },
);

function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    expect(error).toBeInstanceOf(HadithError);
    expect((error as HadithError).kind).toBe('bad-response');
    return error;
  }
}

describe('parseExplanation', () => {
  it('gives an explanation with its parts as sent, in order, or a bad-response error', () => {
    fc.assert(
      fc.property(explanation, wire, (body, shape) => {
        const parsed = outcome(() => parseExplanation(successBody(shape, body), 7, 'en'));
        if (parsed instanceof HadithError) return;
        const result = parsed as ReturnType<typeof parseExplanation>;
        expect(result.hadithId).toBe(7);
        expect(result.parts.length).toBeGreaterThan(0);
        const sent = (body.content ?? {}) as Record<string, unknown>;
        const order = EXPLANATION_PARTS.filter((part) => result.parts.some((p) => p.part === part));
        expect(result.parts.map(({ part }) => part)).toEqual(order);
        for (const { part, text: shown } of result.parts) {
          const original = String(sent[part]).trim();
          expect(shown).toBe(
            original.length > MAX_PART_LENGTH
              ? `${original.slice(0, MAX_PART_LENGTH).trimEnd()}…`
              : original,
          );
        }
        expect([null, 'high', 'medium', 'low']).toContain(result.certainty);
        expect(typeof result.approved).toBe('boolean');
      }),
    );
  });

  it('cuts a 50 KB part, says so, and keeps the rest whole', () => {
    const long = 'x'.repeat(50_000);
    const parsed = parseExplanation(
      { content: { short_meaning: 'Short.', long_meaning: long, certainty_level: 'sometimes' } },
      1,
      'en',
    );
    expect(parsed.shortened).toBe(true);
    expect(parsed.parts[0]).toEqual({ part: 'short_meaning', text: 'Short.' });
    expect(parsed.parts[1]!.text.length).toBe(MAX_PART_LENGTH + 1);
    expect(parsed.certainty).toBeNull();
  });

  it('keeps Markdown and HTML as the characters they are', () => {
    const parsed = parseExplanation({ content: { short_meaning: '<b>x</b> **y**' } }, 1, 'en');
    expect(parsed.parts[0]!.text).toBe('<b>x</b> **y**');
  });

  it('refuses an explanation with nothing in it, or no content at all', () => {
    for (const body of [{ content: {} }, { content: { short_meaning: '  ' } }, {}, null, 'text']) {
      expect(() => parseExplanation(body, 1, 'en')).toThrow(HadithError);
    }
  });

  it('says the language the service wrote it in, not the one asked', () => {
    const parsed = parseExplanation(
      { languageCode: 'en', content: { short_meaning: 'In English.' } },
      1,
      'ar',
    );
    expect(parsed.language).toBe('en');
  });
});

const record = fc.record(
  {
    id: fc.oneof(fc.integer({ min: 1, max: 50 }), junk),
    collection: fc.oneof(fc.constantFrom('Sahih al-Bukhari', 'muslim'), junk),
    bookNumber: fc.oneof(fc.nat({ max: 99 }), junk),
    hadithNumber: fc.oneof(fc.nat({ max: 9999 }), junk),
    arabicText: fc.oneof(text, fc.constant(null)),
    translation: fc.oneof(
      fc.record({ text: fc.oneof(text, fc.constant(null)) }),
      fc.constant(null),
    ),
    similarity: fc.oneof(fc.double(), junk),
  },
  { requiredKeys: [] },
);

describe('parseMeaningPage', () => {
  it('gives one page, each hadith once, in the order sent, or a bad-response error', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 25 }), wire, (data, shape) => {
        const parsed = outcome(() =>
          parseMeaningPage(successBody(shape, { data, total: data.length }), 'en'),
        );
        if (parsed instanceof HadithError) return;
        const { hadiths, pagination } = parsed as ReturnType<typeof parseMeaningPage>;
        const ids = hadiths.map(({ id }) => id);
        expect(new Set(ids).size).toBe(ids.length);
        // Each record the parser could read, where it first stands.
        const readable = data.flatMap((sent) => {
          const one = outcome(() => parseRecords([sent], 'en'));
          return one instanceof HadithError ? [] : (one as Hadith[]).map(({ id }) => id);
        });
        expect(ids).toEqual([...new Set(readable)]);
        expect(pagination).toMatchObject({
          page: 1,
          total: ids.length,
          hasNext: false,
          hasPrev: false,
        });
      }),
    );
  });

  it('reads none at all as an empty page', () => {
    expect(parseMeaningPage({ success: true, data: { data: [], total: 0 } }, 'en')).toEqual({
      hadiths: [],
      pagination: { page: 1, limit: 1, total: 0, totalPages: 0, hasNext: false, hasPrev: false },
    });
  });

  it('refuses an answer without its list', () => {
    for (const body of [{ total: 3 }, { data: 'many' }, null]) {
      expect(() => parseMeaningPage(body, 'en')).toThrow(HadithError);
    }
  });
});
