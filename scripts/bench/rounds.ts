import { gridStep, quantile, round } from './stats';

/**
 * How many alternating rounds of a page and its static copy a benchmark runs:
 * until its ratios are steady enough that a second run on the same machine
 * would agree with them, as the rounds' own spread tells.
 *
 * A ratio's standard error is estimated by the paired bootstrap: the rounds
 * drawn again at random, with replacement, a page's timing kept with its
 * static copy's (they met the machine in the same state), the ratio taken of
 * each draw. Two runs' ratios then differ by more than 1.96·√2 standard
 * errors one time in twenty. Runs stop once every ratio's error is small
 * enough for that difference to be STEADY_SPREAD; issue 15 asks for
 * agreement within 5 %, and the margin is for what the bootstrap cannot see,
 * the machine itself changing between runs.
 *
 * Measured on this project's 2-core machine, the p90 ratios settle last. The
 * new tab's error was 0.021 to 0.025 at 120 rounds and 0.014 at 280 to 360,
 * where it was steady; the popup's was still 0.016 to 0.018 at the most,
 * 480 rounds (about 9 minutes).
 */

/** The difference between two runs' ratios, as a share, that one run in twenty may exceed. */
export const STEADY_SPREAD = 0.04;
/** The standard error of a ratio's logarithm at which two runs differ by STEADY_SPREAD at most, 19 times in 20. */
export const STEADY_ERROR = Math.log(1 + STEADY_SPREAD) / (1.96 * Math.SQRT2);

export interface Rounds {
  /** Counted rounds run before the ratios are first looked at. */
  least: number;
  /** Counted rounds after which a run stops, steady or not. */
  most: number;
  /** Counted rounds run between two looks at the ratios. */
  step: number;
  /** Uncounted rounds first: they warm the disk cache, the worker and the JIT. */
  warmUp: number;
}

/** The new tab's and the popup's openings against their static copies (about 1 s a round). */
export const PAINT_ROUNDS: Rounds = { least: 160, most: 480, step: 40, warmUp: 2 };

/** The quantiles every ratio is reported for: the median and the p90. */
const QUANTILES = [0.5, 0.9] as const;
const RESAMPLES = 1000;

/** A seeded generator (mulberry32): the same timings always give the same error. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The bootstrap standard error of ln(q(page) / q(plain)), q the `p` quantile,
 * the rounds resampled in pairs (`page[i]` with `plain[i]`).
 */
export function ratioError(
  page: readonly number[],
  plain: readonly number[],
  p: number,
  resamples = RESAMPLES,
): number {
  const n = page.length;
  if (n !== plain.length || n < 2) throw new Error('the error needs two or more paired rounds');
  const random = seededRandom(n);
  const [pageStep, plainStep] = [gridStep(page), gridStep(plain)];
  const logs: number[] = [];
  const drawnPage = new Array<number>(n);
  const drawnPlain = new Array<number>(n);
  for (let resample = 0; resample < resamples; resample++) {
    for (let i = 0; i < n; i++) {
      const drawn = Math.floor(random() * n);
      drawnPage[i] = page[drawn]!;
      drawnPlain[i] = plain[drawn]!;
    }
    logs.push(Math.log(quantile(drawnPage, p, pageStep) / quantile(drawnPlain, p, plainStep)));
  }
  const mean = logs.reduce((sum, value) => sum + value, 0) / resamples;
  const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (resamples - 1);
  return Math.sqrt(variance);
}

/** True when every ratio of `page` to `plain` is steady (STEADY_ERROR). */
export function steadyRatios(page: readonly number[], plain: readonly number[]): boolean {
  return QUANTILES.every((p) => ratioError(page, plain, p) <= STEADY_ERROR);
}

/**
 * Runs `first` then `second`, round after round, so both meet the machine in
 * the same state: `rounds.warmUp` uncounted rounds, then counted ones until
 * `enough` says their timings are enough (asked after `rounds.least`, then
 * every `rounds.step`), or `rounds.most`. Answers the counted timings.
 */
export async function alternate(
  rounds: Rounds,
  first: () => Promise<number>,
  second: () => Promise<number>,
  enough: (firsts: number[], seconds: number[]) => boolean = steadyRatios,
): Promise<[number[], number[]]> {
  for (let warm = 0; warm < rounds.warmUp; warm++) {
    await first();
    await second();
  }
  const firsts: number[] = [];
  const seconds: number[] = [];
  while (firsts.length < rounds.most) {
    firsts.push(await first());
    seconds.push(await second());
    const counted = firsts.length;
    const look = counted >= rounds.least && (counted - rounds.least) % rounds.step === 0;
    if (look && enough(firsts, seconds)) break;
  }
  return [firsts, seconds];
}

/**
 * A page against its static copy: `ratio` (medians), `ratio_p90` (p90s), each
 * with its bootstrap standard error (`_error`, of the ratio's logarithm, about
 * its relative error), and the rounds counted.
 */
export function ratios(
  prefix: string,
  page: readonly number[],
  plain: readonly number[],
): Record<string, number> {
  const [middle, tail] = QUANTILES.map((p) => ({
    ratio: round(quantile(page, p) / quantile(plain, p), 3),
    error: round(ratioError(page, plain, p), 4),
  }));
  return {
    [`${prefix}.ratio`]: middle!.ratio,
    [`${prefix}.ratio_error`]: middle!.error,
    [`${prefix}.ratio_p90`]: tail!.ratio,
    [`${prefix}.ratio_p90_error`]: tail!.error,
    [`${prefix}.rounds`]: page.length,
  };
}
