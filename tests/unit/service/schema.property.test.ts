import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRandomHadith, parseSearchPage } from '@/lib/service/schema';
import { collectionName } from '@/lib/hadith/collection-names';
import type { Hadith, Pagination } from '@/lib/hadith/hadith';
import { HadithError } from '@/lib/hadith-error';
import { successBody, type Wire } from '../../../server/responses';

/**
 * The response parser's contract, over generated bodies in both wires: it
 * returns the extension's shapes or throws a HadithError of kind
 * `bad-response`, never anything else; what it reads does not depend on
 * fields it does not know; integers may come as digit strings.
 */

const LANGUAGE = 'en';
const wire = fc.constantFrom<Wire>('production', 'bare');
const text = fc.string({ unit: 'grapheme', maxLength: 40 });
const whole = fc.nat({ max: 10_000_000 });

/** A record as the service may send it, with what the parser should make of it. */
interface GeneratedRecord {
  wire: Record<string, unknown>;
  hadith: Hadith;
  /** What the grades read as without the contract's `grades`: the translation's own grade. */
  translationGrades: Hadith['grades'];
}

const grade = fc.record({ name: text, grade: text });
const languageCode = fc.constantFrom('en', 'ur', 'fr', 'AR');

/** The search engine writes `unknown` where it has no grade; a grade is a word, trimmed. */
function translationGrades(sent: { text: string | null } | null | undefined) {
  const translation = sent as { grade?: string | null } | null | undefined;
  const graded = translation?.grade?.trim() ?? '';
  return graded === '' || graded.toLowerCase() === 'unknown' ? [] : [{ name: '', grade: graded }];
}

const record: fc.Arbitrary<GeneratedRecord> = fc
  .record(
    {
      // The database's integer id, or the search engine's `"<id>_<language>"`.
      id: fc.oneof(
        whole.map((id) => ({ sent: id as number | string, id })),
        fc.tuple(whole, languageCode).map(([id, language]) => ({
          sent: `${id}_${language}`,
          id,
        })),
      ),
      // A name, or a slug the reader should see as its name.
      collection: fc.oneof(text, fc.constantFrom('bukhari', 'tirmidhi', 'riyadh', 'no-such-slug')),
      collectionId: fc.option(whole, { nil: undefined }).chain((value) =>
        // Absent, null (production's search engine) or a number.
        value === undefined ? fc.constantFrom(undefined, null) : fc.constant(value),
      ),
      bookNumber: whole,
      hadithNumber: whole,
      arabicText: fc.oneof(text, fc.constant(null), fc.constant(undefined)),
      translation: fc.oneof(
        fc.record({ text: fc.oneof(text, fc.constant(null)) }),
        // The search engine's, or the database's row: with its language, maybe another.
        fc.record(
          {
            text: fc.oneof(text, fc.constant(null)),
            languageCode,
            grade: fc.oneof(
              text,
              fc.constantFrom('Sahih', 'unknown', ' Hasan '),
              fc.constant(null),
            ),
          },
          { requiredKeys: ['text'] },
        ),
        fc.constant(null),
        fc.constant(undefined),
      ),
      grades: fc.option(fc.array(grade, { maxLength: 3 }), { nil: undefined }),
    },
    { requiredKeys: ['id', 'collection', 'bookNumber', 'hadithNumber'] },
  )
  .map((fields) => {
    const body = JSON.parse(JSON.stringify({ ...fields, id: fields.id.sent })) as Record<
      string,
      unknown
    >;
    const translationText = fields.translation?.text;
    const translation =
      translationText === undefined || translationText === null || translationText.trim() === ''
        ? null
        : translationText;
    const said = fields.translation && 'languageCode' in fields.translation;
    return {
      wire: body,
      hadith: {
        id: fields.id.id,
        collection: collectionName(fields.collection),
        collectionId: fields.collectionId ?? null,
        bookNumber: fields.bookNumber,
        hadithNumber: fields.hadithNumber,
        arabicText: fields.arabicText ?? '',
        translation,
        language: LANGUAGE,
        translationLanguage:
          translation !== null && said
            ? (fields.translation as { languageCode: string }).languageCode.toLowerCase()
            : LANGUAGE,
        grades: fields.grades ?? translationGrades(fields.translation),
      },
      translationGrades: translationGrades(fields.translation),
    };
  });

const pagination: fc.Arbitrary<Pagination> = fc.record({
  page: whole,
  limit: whole,
  total: whole,
  totalPages: whole,
  hasNext: fc.boolean(),
  hasPrev: fc.boolean(),
});

const RECORD_FIELDS = [
  'id',
  'collection',
  'collectionId',
  'bookNumber',
  'hadithNumber',
  'arabicText',
  'translation',
  'grades',
];
const REQUIRED_PAGINATION_FIELDS = ['page', 'limit', 'total'];
/** Worked out from the required three when a service leaves them out (lib/service/schema.ts). */
const DERIVED_PAGINATION_FIELDS = ['totalPages', 'hasNext', 'hasPrev'];
const PAGINATION_FIELDS = [...REQUIRED_PAGINATION_FIELDS, ...DERIVED_PAGINATION_FIELDS];
const ENVELOPE_FIELDS = ['success', 'data', 'meta', 'pagination'];

/**
 * Adds fields the contract does not name, with any JSON value, hostile names
 * included. Built as JSON.parse builds a body: `__proto__` becomes an own field.
 */
const extras = (known: string[]) =>
  fc
    .dictionary(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'),
      ),
      fc.jsonValue({ maxDepth: 2 }),
      { maxKeys: 4 },
    )
    .map((fields) => Object.entries(fields).filter(([key]) => !known.includes(key)))
    .map((added) => (target: Record<string, unknown>) => {
      const fields = [...Object.entries(target), ...added].map(
        ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`,
      );
      return JSON.parse(`{${fields.join(',')}}`) as Record<string, unknown>;
    });

/** Runs `parse`; the HadithError it throws, or the value it returns. */
function outcome<T>(parse: () => T): { value: T } | { error: unknown } {
  try {
    return { value: parse() };
  } catch (error) {
    return { error };
  }
}

function expectBadResponse(result: { value: unknown } | { error: unknown }): void {
  expect(result).toHaveProperty('error');
  const { error } = result as { error: unknown };
  expect(error).toBeInstanceOf(HadithError);
  expect((error as HadithError).kind).toBe('bad-response');
}

/** Only a HadithError of kind bad-response may escape the parsers. */
function expectValueOrBadResponse(parse: () => unknown): void {
  const result = outcome(parse);
  if ('error' in result) expectBadResponse(result);
}

describe('parseRandomHadith and parseSearchPage on any JSON', () => {
  it('return a value or throw a bad-response HadithError, whatever the body', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        expectValueOrBadResponse(() => parseRandomHadith(body, LANGUAGE));
        expectValueOrBadResponse(() => parseSearchPage(body, LANGUAGE));
      }),
    );
  });

  it('do so inside an envelope too, and after a round trip through JSON text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), wire, (payload, shape) => {
        const body = JSON.parse(JSON.stringify(successBody(shape, payload) ?? null)) as unknown;
        expectValueOrBadResponse(() => parseRandomHadith(body, LANGUAGE));
        expectValueOrBadResponse(() => parseSearchPage(body, LANGUAGE));
      }),
    );
  });

  it('refuse an envelope that does not say success, whatever its data', () => {
    fc.assert(
      fc.property(
        record,
        fc.jsonValue().filter((value) => value !== true),
        (generated, success) => {
          const body = { success, data: generated.wire, meta: {} };
          expectBadResponse(outcome(() => parseRandomHadith(body, LANGUAGE)));
        },
      ),
    );
  });
});

describe('valid records', () => {
  it('read back to the same fields in both wires', () => {
    fc.assert(
      fc.property(record, wire, (generated, shape) => {
        const body = successBody(shape, generated.wire);
        expect(parseRandomHadith(body, LANGUAGE)).toEqual(generated.hadith);
      }),
    );
  });

  it('read back as a search page, in order, with the pagination as sent', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 5 }), pagination, wire, (records, page, shape) => {
        const body = successBody(shape, { data: records.map((r) => r.wire), pagination: page });
        expect(parseSearchPage(body, LANGUAGE)).toEqual({
          hadiths: records.map((r) => r.hadith),
          pagination: page,
        });
      }),
    );
  });

  it('read the same with extra fields on the record, the pagination and the envelope', () => {
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 3 }),
        pagination,
        extras(RECORD_FIELDS),
        extras(PAGINATION_FIELDS),
        extras(ENVELOPE_FIELDS),
        wire,
        (records, page, onRecord, onPagination, onEnvelope, shape) => {
          const data = records.map((r) => onRecord(r.wire));
          const wrap = (payload: unknown) =>
            shape === 'production'
              ? onEnvelope(successBody('production', payload) as Record<string, unknown>)
              : payload;
          const search = wrap({ data, pagination: onPagination({ ...page }) });
          expect(parseSearchPage(search, LANGUAGE)).toEqual({
            hadiths: records.map((r) => r.hadith),
            pagination: page,
          });
          expect(parseRandomHadith(wrap(data[0]), LANGUAGE)).toEqual(records[0]!.hadith);
          // Nothing leaked onto every object's prototype.
          expect(Object.keys(Object.prototype)).toEqual([]);
        },
      ),
    );
  });
});

const INTEGER_FIELDS = ['id', 'bookNumber', 'hadithNumber', 'collectionId'] as const;

describe('numbers and nulls', () => {
  it('take an integer sent as a digit string, padded or not, as that integer', () => {
    fc.assert(
      fc.property(
        record,
        fc.constantFrom(...INTEGER_FIELDS),
        fc.constantFrom('', ' ', '\t'),
        fc.nat({ max: 3 }),
        (generated, field, pad, zeros) => {
          const value = generated.wire[field];
          if (typeof value !== 'number') return;
          const sent = { ...generated.wire, [field]: `${pad}${'0'.repeat(zeros)}${value}${pad}` };
          expect(parseRandomHadith(sent, LANGUAGE)).toEqual(generated.hadith);
        },
      ),
    );
  });

  it('refuse an integer field that is not a whole number', () => {
    const notWhole = fc.oneof(
      fc.double({ noInteger: true }),
      fc.string().filter((s) => !/^\s*\d+\s*$/.test(s)),
      fc.boolean(),
      fc.array(whole, { maxLength: 2 }),
    );
    fc.assert(
      fc.property(record, fc.constantFrom(...INTEGER_FIELDS), notWhole, (generated, field, bad) => {
        const sent = JSON.parse(JSON.stringify({ ...generated.wire, [field]: bad })) as unknown;
        // JSON has no NaN or Infinity: they arrive as null, which only collectionId accepts.
        if (field === 'collectionId' && (sent as Record<string, unknown>)[field] === null) return;
        expectBadResponse(outcome(() => parseRandomHadith(sent, LANGUAGE)));
      }),
    );
  });

  it('refuse a record whose required field is null or missing', () => {
    const required = fc.constantFrom('id', 'collection', 'bookNumber', 'hadithNumber');
    fc.assert(
      fc.property(record, required, fc.boolean(), wire, (generated, field, drop, shape) => {
        const sent: Record<string, unknown> = { ...generated.wire, [field]: null };
        if (drop) delete sent[field];
        expectBadResponse(outcome(() => parseRandomHadith(successBody(shape, sent), LANGUAGE)));
      }),
    );
  });

  it('read null optional fields as their empty values', () => {
    const optional = fc.constantFrom('collectionId', 'arabicText', 'translation', 'grades');
    fc.assert(
      fc.property(record, optional, (generated, field) => {
        const sent = { ...generated.wire, [field]: field === 'grades' ? 'not a list' : null };
        const { hadith } = generated;
        const expected = {
          collectionId: { ...hadith, collectionId: null },
          arabicText: { ...hadith, arabicText: '' },
          // Without a translation, its language and grade go too.
          translation: {
            ...hadith,
            translation: null,
            translationLanguage: LANGUAGE,
            grades: generated.wire.grades === undefined ? [] : hadith.grades,
          },
          grades: { ...hadith, grades: generated.translationGrades },
        }[field];
        expect(parseRandomHadith(sent, LANGUAGE)).toEqual(expected);
      }),
    );
  });

  it('refuse a search page whose page, limit or total is missing or null', () => {
    fc.assert(
      fc.property(
        pagination,
        fc.constantFrom(...REQUIRED_PAGINATION_FIELDS),
        fc.boolean(),
        (page, field, drop) => {
          const sent: Record<string, unknown> = { ...page, [field]: null };
          if (drop) delete sent[field];
          const body = { data: [], pagination: sent };
          expectBadResponse(outcome(() => parseSearchPage(body, LANGUAGE)));
        },
      ),
    );
  });

  it('work out totalPages, hasNext and hasPrev from page, limit and total when missing or null', () => {
    fc.assert(
      fc.property(
        pagination,
        fc.constantFrom(...DERIVED_PAGINATION_FIELDS),
        fc.boolean(),
        (page, field, drop) => {
          const sent: Record<string, unknown> = { ...page, [field]: null };
          if (drop) delete sent[field];
          const parsed = parseSearchPage({ data: [], pagination: sent }, LANGUAGE).pagination;
          const totalPages = Math.ceil(page.total / Math.max(1, page.limit));
          const expected = {
            totalPages,
            hasNext: page.page < (field === 'totalPages' ? totalPages : page.totalPages),
            hasPrev: page.page > 1,
          }[field as 'totalPages' | 'hasNext' | 'hasPrev'];
          expect(parsed[field as keyof typeof parsed]).toBe(expected);
        },
      ),
    );
  });
});
