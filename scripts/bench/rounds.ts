import { quantile, round } from './stats';

/**
 * How a page is timed against its static copy: a fixed number of rounds, each
 * opening both, the one first in one round second in the next, so that
 * neither always meets the machine just after the other has warmed it.
 *
 * A round's ratio is the page's time over its copy's, two openings that met
 * the machine in the same state. The figure is their geometric mean,
 * exp(mean of ln ratio), with the standard error of that mean of logarithms
 * (about the ratio's relative error): nothing to resample, and it is the
 * question asked, how much slower the page is than its copy, round for
 * round. Paint times come rounded to 4 ms (./stats.ts), which spreads each
 * round's ratio a little, evenly on both sides: the mean of many is unmoved.
 */

export interface Rounds {
  /** Rounds counted. */
  counted: number;
  /** Uncounted rounds first: they warm the disk cache, the worker and the JIT. */
  warmUp: number;
}

/** The new tab's and the popup's warm openings against their static copies (about 1 s a round). */
export const PAINT_ROUNDS: Rounds = { counted: 160, warmUp: 2 };

/**
 * Runs `rounds.warmUp` uncounted rounds, then `rounds.counted` counted ones,
 * each timing `page` and `plain` (told the round's index): `page` first in
 * even rounds, `plain` first in odd ones. Answers the counted timings,
 * paired by round.
 */
export async function alternate(
  rounds: Rounds,
  page: (round: number) => Promise<number>,
  plain: (round: number) => Promise<number>,
): Promise<[number[], number[]]> {
  const pages: number[] = [];
  const plains: number[] = [];
  for (let index = 0; index < rounds.warmUp + rounds.counted; index++) {
    let pageMs: number;
    let plainMs: number;
    if (index % 2 === 0) {
      pageMs = await page(index);
      plainMs = await plain(index);
    } else {
      plainMs = await plain(index);
      pageMs = await page(index);
    }
    if (index < rounds.warmUp) continue;
    pages.push(pageMs);
    plains.push(plainMs);
  }
  return [pages, plains];
}

/** The geometric mean of the rounds' ratios, and the standard error of its logarithm. */
export function meanRatio(
  page: readonly number[],
  plain: readonly number[],
): { ratio: number; error: number } {
  const n = page.length;
  if (n !== plain.length || n < 2) throw new Error('a ratio needs two or more paired rounds');
  const logs = page.map((value, i) => Math.log(value / plain[i]!));
  const mean = logs.reduce((sum, value) => sum + value, 0) / n;
  const variance = logs.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (n - 1);
  return { ratio: Math.exp(mean), error: Math.sqrt(variance / n) };
}

/**
 * A page against its static copy, as `<prefix>.<name>`: the mean ratio and its
 * error (`_error`), the ratio of the p90s (`_p90`: the slow openings'), and
 * the rounds counted (`_rounds`).
 */
export function ratios(
  prefix: string,
  page: readonly number[],
  plain: readonly number[],
  name = 'ratio',
): Record<string, number> {
  const { ratio, error } = meanRatio(page, plain);
  return {
    [`${prefix}.${name}`]: round(ratio, 3),
    [`${prefix}.${name}_error`]: round(error, 4),
    [`${prefix}.${name}_p90`]: round(quantile(page, 0.9) / quantile(plain, 0.9), 3),
    [`${prefix}.${name}_rounds`]: page.length,
  };
}
