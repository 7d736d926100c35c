import type { Fault } from './kinds';
import { type Wire, successBody } from '../responses';

/** The faults that answer 200 with a body of the wrong shape or content. */
export type ShapeFault = Extract<
  Fault,
  {
    kind:
      | 'missing-fields'
      | 'null-fields'
      | 'string-numbers'
      | 'extra-fields'
      | 'translation-null'
      | 'data-null'
      | 'empty-page'
      | 'hostile-content';
  }
>;

type Json = Record<string, unknown>;

/** Search's payload, `{data: [records], pagination}`; random's is one record. */
interface SearchPayload extends Json {
  data: Json[];
  pagination: Json;
}

const NUMBER_FIELDS = ['id', 'collectionId', 'bookNumber', 'hadithNumber'];
const PAGINATION_NUMBERS = ['page', 'limit', 'total', 'totalPages'];

/** Fields production adds to records, and ones nobody has seen yet. */
const EXTRA_RECORD_FIELDS = {
  languageCode: 'en',
  narrator: 'Narrated by a companion',
  grade: 'Sahih',
  translator: 'Unknown',
  arabicNarrator: null,
  futureField: { nested: [1, 'two', null] },
};

/** The whole body for a shape fault, in the server's wire, built from the normal payload. */
export function reshapedBody(
  fault: ShapeFault,
  route: 'random' | 'search',
  wire: Wire,
  payload: unknown,
): unknown {
  if (fault.kind === 'data-null') {
    // The envelope's data is null (production's "no hadith"); bare search keeps its pagination.
    if (wire === 'production' || route === 'random') return successBody(wire, null);
    return { ...(payload as SearchPayload), data: null };
  }
  const body = successBody(wire, reshape(fault, route, payload));
  if (fault.kind === 'extra-fields' && wire === 'production') {
    const envelope = body as Json & { meta: Json };
    return { ...envelope, version: '2.0', meta: { ...envelope.meta, cached: false } };
  }
  return body;
}

function reshape(fault: ShapeFault, route: 'random' | 'search', payload: unknown): unknown {
  if (route === 'random') return reshapeRecord(fault, payload as Json);
  const search = payload as SearchPayload;
  const data = search.data.map((record, index) =>
    fault.kind === 'hostile-content' && index >= (fault.records ?? Infinity)
      ? record
      : reshapeRecord(fault, record),
  );
  let pagination = search.pagination;
  switch (fault.kind) {
    case 'empty-page':
      return {
        data: [],
        pagination: { ...pagination, total: 0, totalPages: 0, hasNext: false, hasPrev: false },
      };
    case 'missing-fields':
      pagination = without(pagination, fault.paginationFields);
      break;
    case 'null-fields':
      pagination = nulled(pagination, fault.paginationFields);
      break;
    case 'string-numbers':
      pagination = stringified(pagination, PAGINATION_NUMBERS);
      break;
    case 'extra-fields':
      return { data, pagination: { ...pagination, offset: 0 }, took: 3, facets: {} };
  }
  return { data, pagination };
}

function reshapeRecord(fault: ShapeFault, record: Json): Json {
  switch (fault.kind) {
    case 'missing-fields':
      return without(record, fault.fields);
    case 'null-fields':
      return nulled(record, fault.fields);
    case 'string-numbers':
      return stringified(record, NUMBER_FIELDS);
    case 'extra-fields':
      return { ...record, ...EXTRA_RECORD_FIELDS };
    case 'translation-null':
      return { ...record, translation: null };
    case 'hostile-content':
      return hostile(record, fault);
    default:
      return record;
  }
}

/** Every text a client shows (names, Arabic, translation, grades) set to the fault's text. */
function hostile(record: Json, fault: Extract<ShapeFault, { kind: 'hostile-content' }>): Json {
  const text =
    fault.length === undefined
      ? fault.text
      : fault.text.repeat(Math.ceil(fault.length / fault.text.length)).slice(0, fault.length);
  return {
    ...record,
    collection: text,
    arabicText: text,
    translation: { text },
    grades: [{ name: text, grade: text }],
  };
}

function without(object: Json, fields: string[]): Json {
  return Object.fromEntries(Object.entries(object).filter(([name]) => !fields.includes(name)));
}

function nulled(object: Json, fields: string[]): Json {
  return { ...object, ...Object.fromEntries(fields.map((name) => [name, null])) };
}

function stringified(object: Json, fields: string[]): Json {
  const strings = fields.filter((name) => typeof object[name] === 'number');
  return { ...object, ...Object.fromEntries(strings.map((name) => [name, String(object[name])])) };
}
