import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Pagination } from '@/lib/hadith/hadith';
import { DATA_DIR } from './data-dir';

/**
 * Real hadith records from the shared data (never copied into the repo),
 * shaped as the service sends them, in both wires.
 */

interface OfflineRecord {
  id: number;
  collection: string;
  collectionId: number;
  bookNumber: number;
  hadithNumber: number;
  arabicText: string;
  translations: Record<string, string>;
}

/** A record as the service sends it. */
export interface WireRecord {
  id: number | string;
  collection: string;
  collectionId?: number | string;
  bookNumber: number | string;
  hadithNumber: number | string;
  arabicText: string;
  translation: { text: string } | null;
  [extra: string]: unknown;
}

const offline = JSON.parse(
  readFileSync(path.join(DATA_DIR, 'offline', 'offline.json'), 'utf8'),
) as OfflineRecord[];

/** The first `count` real records, with their translation in `language` (null where none). */
export function realRecords(count: number, language = 'en'): WireRecord[] {
  return offline.slice(0, count).map(({ translations, ...record }) => {
    const text = translations[language];
    return { ...record, translation: text === undefined ? null : { text } };
  });
}

export function pagination(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, limit, total, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}

/** A success body in the given wire. */
export function wireBody(wire: 'production' | 'bare', payload: unknown): unknown {
  if (wire === 'bare') return payload;
  return {
    success: true,
    data: payload,
    meta: { requestId: 'req-1', timestamp: new Date().toISOString() },
  };
}

export function searchPayload(records: WireRecord[], page: Pagination): unknown {
  return { data: records, pagination: page };
}
