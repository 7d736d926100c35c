import { describe, expect, it } from 'vitest';
import {
  gridQuantile,
  gridStep,
  harrellDavis,
  incompleteBeta,
  median,
  p90,
  quantile,
} from '../../../scripts/bench/stats';

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
    expect(harrellDavis([1, 2, 3, 4, 5], 0.5)).toBeCloseTo(3, 10);
    expect(harrellDavis([10, 20, 30, 40], 0.5)).toBeCloseTo(25, 10);
    // Checked against the Beta density integrated numerically (Simpson's rule, in Python).
    expect(harrellDavis([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.4351, 3);
    expect(harrellDavis([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5], 0.5)).toBeCloseTo(3.94928, 4);
    expect(harrellDavis([5, 5, 5, 5], 0.9)).toBeCloseTo(5, 10);
  });

  it('finds the step timings were rounded to, only where they show one', () => {
    expect(gridStep([76, 80, 76, 72, 84, 76])).toBe(4);
    expect(gridStep([96, 104, 104, 120])).toBe(8);
    // No two alike, nothing alike but one value, or fractions: no grid to read.
    expect(gridStep([72, 76, 80])).toBe(0);
    expect(gridStep([5, 5, 5, 5])).toBe(0);
    expect(gridStep([26.2, 26.2, 27.5])).toBe(0);
  });

  it('reads a quantile of rounded timings off their steps, each spread evenly', () => {
    // 76 stands for 74 to 78: with 2 of 4 timings below it and 2 on it, the median is its
    // start; with 1 of 4 below, half way into it.
    expect(gridQuantile([72, 72, 76, 76], 0.5, 4)).toBeCloseTo(74, 10);
    expect(gridQuantile([72, 76, 76, 76], 0.5, 4)).toBeCloseTo(74 + (1 / 3) * 4, 10);
    // Checked by hand: 9 of 10 timings reach into the 84 step by 0.9 × 10 − 8 = 1 of its 2.
    expect(gridQuantile([72, 72, 76, 76, 76, 80, 80, 80, 84, 84], 0.9, 4)).toBeCloseTo(84, 10);
    // Where the step is read, quantile uses it; elsewhere Harrell and Davis.
    expect(median([72, 72, 76, 76])).toBeCloseTo(74, 10);
    expect(median([1, 2, 3, 4, 5])).toBeCloseTo(3, 10);
    expect(p90([5, 5, 5, 5])).toBeCloseTo(5, 10);
  });

  it('moves smoothly where the middle value jumps a step', () => {
    // Paint times in 4 ms steps: one timing moving a step moves the plain median a whole
    // step, this one a fraction of it.
    const before = [76, 76, 76, 76, 76, 80, 80, 80, 80, 80, 80];
    const after = [76, 76, 76, 76, 76, 76, 80, 80, 80, 80, 80];
    const shift = quantile(before, 0.5) - quantile(after, 0.5);
    expect(shift).toBeGreaterThan(0);
    expect(shift).toBeLessThan(1);
    // 480 rounds with a quarter on the middle step: the plain median jumps from 76 to 72 as the
    // share below it crosses a half; this one moves a fraction of a millisecond at a time.
    const runs = [0.46, 0.48, 0.5, 0.52, 0.54].map((share) => {
      const below = Math.round(share * 480);
      const timings = [
        ...Array<number>(below).fill(72),
        ...Array<number>(120).fill(76),
        ...Array<number>(360 - below).fill(80),
      ];
      return quantile(timings, 0.5);
    });
    for (let i = 1; i < runs.length; i++) {
      expect(runs[i - 1]! - runs[i]!).toBeGreaterThan(0);
      expect(runs[i - 1]! - runs[i]!).toBeLessThan(0.5);
    }
  });
});
