import { describe, expect, it } from 'vitest';
import {
  alternate,
  ratioError,
  ratios,
  seededRandom,
  STEADY_ERROR,
  steadyRatios,
  type Rounds,
} from '../../../scripts/bench/rounds';

/** Timings of a page and its copy from a seeded generator: `n` rounds, the page `slower` times the copy plus noise. */
function timings(n: number, slower: number, seed = 3): [number[], number[]] {
  const noise = seededRandom(seed);
  const page: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < n; i++) {
    // A heavy tail, as on a busy machine: one opening in ten takes much longer.
    const tail = () => (noise() < 0.1 ? 80 * noise() : 0);
    plain.push(160 + 20 * noise() + tail());
    page.push(slower * (160 + 20 * noise()) + tail());
  }
  return [page, plain];
}

describe('the benchmark’s rounds', () => {
  it('finds no error in a ratio every resampling keeps', () => {
    const plain = [150, 162, 171, 158, 199, 166, 180, 155];
    const page = plain.map((value) => value * 1.08);
    expect(ratioError(page, plain, 0.5)).toBeCloseTo(0, 12);
    expect(ratioError(page, plain, 0.9)).toBeCloseTo(0, 12);
  });

  it('halves the error with four times the rounds, and gives it the same every time', () => {
    // The median's: a p90 at the edge of a heavy tail settles far less evenly from one sample to the next.
    const few = ratioError(...timings(100, 1.05), 0.5);
    const many = ratioError(...timings(400, 1.05), 0.5);
    expect(few / many).toBeGreaterThan(1.5);
    expect(few / many).toBeLessThan(2.6);
    expect(ratioError(...timings(100, 1.05), 0.5)).toBe(few);
    // The tail is noisier than the middle.
    expect(ratioError(...timings(100, 1.05), 0.9)).toBeGreaterThan(few);
  });

  it('reports both ratios with their errors and the rounds counted', () => {
    const [page, plain] = timings(200, 1.05);
    const figures = ratios('page', page, plain);
    expect(Object.keys(figures)).toEqual([
      'page.ratio',
      'page.ratio_error',
      'page.ratio_p90',
      'page.ratio_p90_error',
      'page.rounds',
    ]);
    expect(figures['page.ratio']).toBeGreaterThan(1.02);
    expect(figures['page.ratio']).toBeLessThan(1.08);
    expect(figures['page.ratio_error']).toBeGreaterThan(0);
    expect(figures['page.rounds']).toBe(200);
  });

  it('calls timings steady only when the errors of their ratios are within the steady error', () => {
    const [page, plain] = timings(40, 1.05);
    expect(ratioError(page, plain, 0.9)).toBeGreaterThan(STEADY_ERROR);
    expect(steadyRatios(page, plain)).toBe(false);
    // The same page, each opening within 1 % of 1.05 times its copy's.
    const close = plain.map((value, i) => value * (1.05 + (i % 3) * 0.005));
    expect(steadyRatios(close, plain)).toBe(true);
  });

  const rounds: Rounds = { least: 4, most: 10, step: 2, warmUp: 1 };

  it('alternates the two timings, round by round, and leaves the warm-up out', async () => {
    const order: string[] = [];
    let n = 0;
    const [a, b] = await alternate(
      rounds,
      async () => (order.push('a'), ++n),
      async () => (order.push('b'), ++n),
      () => true,
    );
    expect(order).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    expect(a).toEqual([3, 5, 7, 9]);
    expect(b).toEqual([4, 6, 8, 10]);
  });

  it('goes on a step at a time until the timings are enough, and no further than the most', async () => {
    const looks: number[] = [];
    let n = 0;
    const [a] = await alternate(
      rounds,
      async () => ++n,
      async () => ++n,
      (firsts, seconds) => (looks.push(firsts.length), seconds.length >= 8),
    );
    expect(looks).toEqual([4, 6, 8]);
    expect(a).toHaveLength(8);

    looks.length = 0;
    const [never] = await alternate(
      rounds,
      async () => ++n,
      async () => ++n,
      (firsts) => (looks.push(firsts.length), false),
    );
    expect(looks).toEqual([4, 6, 8, 10]);
    expect(never).toHaveLength(10);
  });
});
