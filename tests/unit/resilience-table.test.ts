import { describe, expect, it } from 'vitest';
import {
  parseRow,
  renderTable,
  replaceTable,
  TABLE_END,
  TABLE_START,
} from '../e2e/resilience-table';

const row = (attack: string, requests = '1') => ({
  attack,
  userSees: 'a sentence',
  requests,
  dataKept: 'everything',
});

describe('the resilience table', () => {
  it('sorts rows stably, drops duplicates and escapes pipes', () => {
    const table = renderTable([row('b | c'), row('a', '2'), row('a', '1'), row('b | c')]);
    expect(table.split('\n')).toEqual([
      '| Fault or attack | What the user sees | Requests sent | Data kept |',
      '| --- | --- | --- | --- |',
      '| a | a sentence | 1 | everything |',
      '| a | a sentence | 2 | everything |',
      '| b \\| c | a sentence | 1 | everything |',
    ]);
  });

  it('replaces only what lies between the markers', () => {
    const document = `# T\n\n${TABLE_START}\nold\n${TABLE_END}\n\nafter\n`;
    expect(replaceTable(document, '| new |')).toBe(
      `# T\n\n${TABLE_START}\n\n| new |\n\n${TABLE_END}\n\nafter\n`,
    );
    expect(() => replaceTable('# T\n', '| new |')).toThrow(/no <!-- resilience:start -->/);
  });

  it('reads a row from its annotation, and nothing else', () => {
    expect(parseRow(JSON.stringify(row('a')))).toEqual(row('a'));
    expect(parseRow(JSON.stringify({ attack: 'a' }))).toBeNull();
    expect(parseRow(undefined)).toBeNull();
  });
});
