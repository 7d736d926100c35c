import { describe, expect, it } from 'vitest';
import { incompleteBeta, median, p90, quantile } from '../../../scripts/bench/stats';

describe('the benchmark’s statistics', () => {
  it('computes the regularised incomplete beta function', () => {
    expect(incompleteBeta(0.3, 1, 1)).toBeCloseTo(0.3, 12);
    expect(incompleteBeta(0.5, 7.5, 7.5)).toBeCloseTo(0.5, 12);
    // I_x(a, 1) = x^a and I_x(1, b) = 1 - (1 - x)^b.
    expect(incompleteBeta(0.4, 3, 1)).toBeCloseTo(0.4 ** 3, 12);
    expect(incompleteBeta(0.4, 1, 4)).toBeCloseTo(1 - 0.6 ** 4, 12);
    expect(incompleteBeta(0, 2, 3)).toBe(0);
    expect(incompleteBeta(1, 2, 3)).toBe(1);
  });

  it('estimates quantiles as Harrell and Davis do', () => {
    // A symmetric sample's median is its centre, whatever its size.
    expect(median([1, 2, 3, 4, 5])).toBeCloseTo(3, 10);
    expect(median([10, 20, 30, 40])).toBeCloseTo(25, 10);
    // Checked against the Beta density integrated numerically (Simpson's rule, in Python).
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.4351, 3);
    expect(median([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5])).toBeCloseTo(3.94928, 4);
    expect(p90([5, 5, 5, 5])).toBeCloseTo(5, 10);
  });

  it('moves smoothly where the middle value jumps a step', () => {
    // Paint times in 8 ms steps: one timing moving a step moves the plain median a whole
    // step, this one a fraction of it.
    const before = [96, 96, 96, 96, 96, 104, 104, 104, 104, 104, 104];
    const after = [96, 96, 96, 96, 96, 96, 104, 104, 104, 104, 104];
    const shift = median(before) - median(after);
    expect(shift).toBeGreaterThan(0);
    expect(shift).toBeLessThan(3);
  });
});
