import { describe, expect, it } from 'vitest';
import { parseBudget } from '@/lib/options/preferences';

describe('the daily request budget as typed', () => {
  it.each([
    ['50', 50],
    [' 0 ', 0],
    ['500', 500],
    ['501', null],
    ['-1', null],
    ['2.5', null],
    ['', null],
    ['many', null],
  ])('reads the budget %j as %j', (text, expected) => {
    expect(parseBudget(text)).toBe(expected);
  });
});
