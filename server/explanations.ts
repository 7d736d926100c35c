import { readFile } from 'node:fs/promises';
import { ServiceError } from './responses';

/**
 * Production's AI explanations (read from mumin-api/api, `hadiths.service.ts`:
 * `getExplanation`, `streamExplanation`, `reportExplanation`), served from a
 * file instead of a language model, which the local service does not run.
 * Without a file every explanation answers 503, as production does with its
 * `feature_ai_enabled` switched off; with one, a hadith the file lacks does too.
 */

/** One stored explanation, in production's database shape (`HadithExplanation`). */
export interface ExplanationRow {
  id: number;
  hadithId: number;
  languageCode: string;
  content: Record<string, unknown>;
  provider: string | null;
  model: string | null;
  isApproved: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A row as a file or a test gives it: production's defaults fill in the rest. */
export type ExplanationInput = Pick<ExplanationRow, 'hadithId' | 'languageCode' | 'content'> &
  Partial<ExplanationRow>;

/** A user's report of a mistake, in production's shape (`ExplanationFeedback`). */
export interface ExplanationReport {
  id: number;
  explanationId: number;
  message: string | null;
  userId: null;
  createdAt: string;
}

/** A `--explanations` file that cannot be served: the message says which entry and why. */
export class ExplanationsFileError extends Error {
  override readonly name = 'ExplanationsFileError';
}

export const EXPLANATIONS_OFF = 'AI explanations are temporarily unavailable';

/** The parts of a streamed explanation, as production's stream sends them, a part at a time. */
export const STREAM_PART_DELAY_MS = 250;

export class ExplanationStore {
  /** Reports received, oldest first, for tests and the `--explanations` user. */
  readonly reports: ExplanationReport[] = [];
  private readonly rows = new Map<string, ExplanationRow>();
  /** Explanations served once: production writes one the first time, then serves it stored. */
  private readonly served = new Set<string>();

  constructor(rows: ExplanationInput[]) {
    for (const row of rows) this.add(row);
  }

  /**
   * Serves `input` from now on (in-process: a test that learns a hadith's id as it
   * runs); an ExplanationsFileError when it cannot be an explanation.
   */
  add(input: ExplanationInput): void {
    const row = checkedRow(input, `the explanation of hadith ${String(input.hadithId)}`);
    this.rows.set(keyOf(row.hadithId, row.languageCode), row);
  }

  /** The explanation of hadith `id` in `language`; 503 when there is none to serve. */
  explanation(id: number, language: string): ExplanationRow {
    const row = this.rows.get(keyOf(id, language));
    if (row === undefined) throw unavailable();
    this.served.add(keyOf(id, language));
    return row;
  }

  /**
   * The events of `/explain-stream`: a stored explanation whole, in one event;
   * one served for the first time as production's model writes it, the
   * content growing a part at a time. Then `[DONE]`.
   */
  streamParts(id: number, language: string): { events: string[]; delayMs: number } {
    const key = keyOf(id, language);
    const stored = this.served.has(key);
    const row = this.explanation(id, language);
    if (stored) return { events: [JSON.stringify(row), '[DONE]'], delayMs: 0 };
    const entries = Object.entries(row.content);
    const events = entries.map((_, i) =>
      JSON.stringify({ content: Object.fromEntries(entries.slice(0, i + 1)) }),
    );
    return { events: [...events, '[DONE]'], delayMs: STREAM_PART_DELAY_MS };
  }

  /** Records a report on hadith `id`'s explanation (any language's, as production looks it up). */
  report(id: number, message: string | null, now = new Date()): ExplanationReport {
    const row = [...this.rows.values()].find((candidate) => candidate.hadithId === id);
    if (row === undefined) throw noExplanation(id);
    const report = {
      id: this.reports.length + 1,
      explanationId: row.id,
      message,
      userId: null,
      createdAt: now.toISOString(),
    };
    this.reports.push(report);
    return report;
  }
}

/** Production's 404 for a report on a hadith that has no explanation. */
export function noExplanation(id: number): ServiceError {
  return new ServiceError(404, 'NOT_FOUND', `Explanation for hadith ${id} not found`, {
    label: 'status-text',
  });
}

export function unavailable(): ServiceError {
  return new ServiceError(503, 'SERVICE_UNAVAILABLE', EXPLANATIONS_OFF, { label: 'status-text' });
}

function keyOf(id: number, language: string): string {
  return `${id}|${language.toLowerCase()}`;
}

/** Reads a `--explanations` file: a JSON array of rows in production's shape. */
export async function readExplanations(file: string): Promise<ExplanationStore> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ExplanationsFileError(`${file}: ${(error as Error).message}`);
  }
  if (!Array.isArray(parsed)) throw new ExplanationsFileError(`${file}: not a JSON array`);
  parsed.forEach((entry: unknown, index) => checkedRow(entry, `${file}, entry ${index}`));
  return new ExplanationStore(parsed as ExplanationInput[]);
}

/** A row as a file or a test gives it, with production's defaults; an ExplanationsFileError when it cannot be one. */
function checkedRow(entry: unknown, where: string): ExplanationRow {
  const row = entry as Partial<ExplanationRow> | null;
  if (typeof row !== 'object' || row === null)
    throw new ExplanationsFileError(`${where}: not an object`);
  if (!Number.isInteger(row.hadithId)) throw new ExplanationsFileError(`${where}: no hadithId`);
  if (typeof row.languageCode !== 'string' || row.languageCode === '') {
    throw new ExplanationsFileError(`${where}: no languageCode`);
  }
  if (typeof row.content !== 'object' || row.content === null) {
    throw new ExplanationsFileError(`${where}: no content object`);
  }
  const at = row.createdAt ?? '2025-01-01T00:00:00.000Z';
  // The file's content stands as given: tests serve malformed explanations on purpose.
  return {
    ...(row as ExplanationRow),
    id: row.id ?? row.hadithId! * 10,
    provider: row.provider ?? null,
    model: row.model ?? null,
    isApproved: row.isApproved ?? false,
    createdAt: at,
    updatedAt: row.updatedAt ?? at,
  };
}
