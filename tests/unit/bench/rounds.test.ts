import { describe, expect, it } from 'vitest';
import { alternate, meanRatio, ratios, type Rounds } from '../../../scripts/bench/rounds';

/** A seeded generator (mulberry32), for timings that are the same every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` rounds of a page `slower` times its copy, with noise and a heavy tail as on a busy machine. */
function timings(n: number, slower: number, seed = 3): [number[], number[]] {
  const noise = seeded(seed);
  const page: number[] = [];
  const plain: number[] = [];
  for (let i = 0; i < n; i++) {
    const tail = () => (noise() < 0.1 ? 80 * noise() : 0);
    plain.push(160 + 20 * noise() + tail());
    page.push(slower * (160 + 20 * noise()) + tail());
  }
  return [page, plain];
}

describe('the benchmark’s rounds', () => {
  it('gives the ratio every round agrees on, with no error', () => {
    const plain = [150, 162, 171, 158, 199, 166, 180, 155];
    const { ratio, error } = meanRatio(
      plain.map((value) => value * 1.08),
      plain,
    );
    expect(ratio).toBeCloseTo(1.08, 12);
    expect(error).toBeCloseTo(0, 12);
  });

  it('finds a page 5 % slower about 5 % slower, its error halved by four times the rounds', () => {
    const few = meanRatio(...timings(100, 1.05));
    const many = meanRatio(...timings(400, 1.05));
    expect(many.ratio).toBeGreaterThan(1.02);
    expect(many.ratio).toBeLessThan(1.08);
    expect(few.error / many.error).toBeGreaterThan(1.5);
    expect(few.error / many.error).toBeLessThan(2.6);
  });

  it('reports the ratio, its error, the p90s’ ratio and the rounds, under the name asked', () => {
    const [page, plain] = timings(200, 1.05);
    const figures = ratios('page', page, plain, 'ratio_cold');
    expect(Object.keys(figures)).toEqual([
      'page.ratio_cold',
      'page.ratio_cold_error',
      'page.ratio_cold_p90',
      'page.ratio_cold_rounds',
    ]);
    expect(figures['page.ratio_cold_error']).toBeGreaterThan(0);
    expect(figures['page.ratio_cold_rounds']).toBe(200);
  });

  it('refuses rounds that are not paired', () => {
    expect(() => meanRatio([1, 2, 3], [1, 2])).toThrow('paired');
  });

  const rounds: Rounds = { counted: 4, warmUp: 1 };

  it('runs the warm-up, then the counted rounds, swapping which goes first each round', async () => {
    const order: string[] = [];
    let n = 0;
    const [a, b] = await alternate(
      rounds,
      async (index) => (order.push(`a${index}`), ++n),
      async (index) => (order.push(`b${index}`), ++n),
    );
    expect(order).toEqual(['a0', 'b0', 'b1', 'a1', 'a2', 'b2', 'b3', 'a3', 'a4', 'b4']);
    // Paired by round, the warm-up left out.
    expect(a).toEqual([4, 5, 8, 9]);
    expect(b).toEqual([3, 6, 7, 10]);
  });
});
