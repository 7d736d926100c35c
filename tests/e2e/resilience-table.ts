import type { ResilienceRow } from './resilience';

/** The markers around the generated table in docs/resilience.md. */
export const TABLE_START = '<!-- resilience:start -->';
export const TABLE_END = '<!-- resilience:end -->';

const HEADER = ['Fault or attack', 'What the user sees', 'Requests sent', 'Data kept'];

/** A row from a `resilience` annotation's description, or null when it is not one. */
export function parseRow(description: string | undefined): ResilienceRow | null {
  if (description === undefined) return null;
  const value: unknown = JSON.parse(description);
  if (typeof value !== 'object' || value === null) return null;
  const { attack, userSees, requests, dataKept } = value as Record<string, unknown>;
  const fields = [attack, userSees, requests, dataKept];
  if (!fields.every((field) => typeof field === 'string')) return null;
  return value as ResilienceRow;
}

function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

/**
 * The markdown table of `rows`: one row per distinct row (the same test in
 * two projects declares it twice), sorted by attack, then the other columns.
 */
export function renderTable(rows: readonly ResilienceRow[]): string {
  const lines = new Map<string, string[]>();
  for (const row of rows) {
    const cells = [row.attack, row.userSees, row.requests, row.dataKept].map(cell);
    lines.set(cells.join('\u0000'), cells);
  }
  const sorted = [...lines.values()].sort((a, b) => {
    for (let i = 0; i < a.length; i++) {
      const order = (a[i] ?? '').localeCompare(b[i] ?? '', 'en');
      if (order !== 0) return order;
    }
    return 0;
  });
  return [HEADER, HEADER.map(() => '---'), ...sorted]
    .map((cells) => `| ${cells.join(' | ')} |`)
    .join('\n');
}

/** `document` with the text between the markers replaced by `table`; throws without markers. */
export function replaceTable(document: string, table: string): string {
  const start = document.indexOf(TABLE_START);
  const end = document.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`docs/resilience.md has no ${TABLE_START} … ${TABLE_END} section`);
  }
  return `${document.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${document.slice(end)}`;
}
