/**
 * Figures from repeated timings. Paint times come in steps: Chromium reports
 * an element's render time rounded to 4 ms (every paint timing the benchmarks
 * took is a multiple of 4), so the middle value of a sample jumps a whole step
 * between runs while the distribution barely moves. Of 480 rounds, a quarter
 * of a page's timings can fall on the one value at the middle: the new tab's
 * median was 76 or 80 ms in turn, against its copy's 76, and its ratio to the
 * copy 1.000 or 1.053 where the means differed by 2 %.
 *
 * So a sample on such a grid is read as what it is: each timing stands for
 * the step it was rounded into, spread evenly over it, and a quantile is
 * read off that distribution (`gridQuantile`, the grouped-data quantile). It
 * moves smoothly with the share of timings on either side of a step. A
 * sample off any grid, or with no two timings alike, has its quantiles
 * estimated as Harrell and Davis do (`harrellDavis`), which weighs every
 * sorted value by how likely it is to be the quantile wanted: so are the
 * timings taken with `performance.now()` (Next after intent, the favourites).
 */

/** ln Γ(x), Lanczos' approximation (x > 0), good to about 15 digits. */
function logGamma(x: number): number {
  const g = 7;
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = c[0]!;
  for (let i = 1; i < g + 2; i++) sum += c[i]! / (z + i);
  const t = z + g + 0.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** The continued fraction of the incomplete beta function (Lentz's method). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let result = d;
  for (let m = 1; m <= 300; m++) {
    for (const numerator of [
      (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m)),
      -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1)),
    ]) {
      d = 1 + numerator * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + numerator / c;
      if (Math.abs(c) < tiny) c = tiny;
      result *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-15) break;
  }
  return result;
}

/** The regularised incomplete beta function I_x(a, b): a Beta(a, b) variable's chance of being ≤ x. */
export function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(
    logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x),
  );
  return x < (a + 1) / (a + b + 2)
    ? (front * betaFraction(a, b, x)) / a
    : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** Harrell–Davis weights by sample size and quantile, kept: the same are asked for again and again. */
const weightsKept = new Map<string, number[]>();

/** The weight of each sorted value of `n` in the `p` quantile's estimate. */
function weights(n: number, p: number): number[] {
  const key = `${n} ${p}`;
  const kept = weightsKept.get(key);
  if (kept !== undefined) return kept;
  const a = p * (n + 1);
  const b = (1 - p) * (n + 1);
  const made: number[] = [];
  let below = 0;
  for (let i = 1; i <= n; i++) {
    const upTo = incompleteBeta(i / n, a, b);
    made.push(upTo - below);
    below = upTo;
  }
  weightsKept.set(key, made);
  return made;
}

/** The Harrell–Davis estimate of the `p` quantile (0 < p < 1) of `values`. */
export function harrellDavis(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const n = sorted.length;
  if (n === 0) throw new Error('no values to take a quantile of');
  const weight = weights(n, p);
  let estimate = 0;
  for (let i = 0; i < n; i++) estimate += weight[i]! * sorted[i]!;
  return estimate;
}

/**
 * The step `values` were rounded to: the greatest common divisor of the gaps
 * between them, when they are whole milliseconds and some are alike; else 0
 * (not on a grid, or nothing says it is one).
 */
export function gridStep(values: readonly number[]): number {
  const distinct = [...new Set(values)].sort((x, y) => x - y);
  if (distinct.length < 2 || distinct.length === values.length) return 0;
  if (!distinct.every(Number.isInteger)) return 0;
  const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
  let step = 0;
  for (let i = 1; i < distinct.length; i++) step = gcd(distinct[i]! - distinct[i - 1]!, step);
  return step;
}

/**
 * The `p` quantile of `values` rounded to steps of `step`, each spread evenly
 * over its step, `value ± step / 2`: found in the step where the count below
 * reaches `p` of the whole, as far into it as the count needs.
 */
export function gridQuantile(values: readonly number[], p: number, step: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const wanted = p * sorted.length;
  let below = 0;
  for (let i = 0; i < sorted.length;) {
    let end = i;
    while (end < sorted.length && sorted[end] === sorted[i]) end++;
    const count = end - i;
    if (below + count >= wanted) return sorted[i]! - step / 2 + ((wanted - below) / count) * step;
    below += count;
    i = end;
  }
  throw new Error('no values to take a quantile of');
}

/**
 * The `p` quantile (0 < p < 1) of `values`: on a grid of `step` ms, read as
 * steps; else (`step` 0) Harrell–Davis. A resample takes its step from the
 * whole sample: drawn again, it may lack a step, or show ties it does not have.
 */
export function quantile(values: readonly number[], p: number, step = gridStep(values)): number {
  return step > 0 ? gridQuantile(values, p, step) : harrellDavis(values, p);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);
export const p90 = (values: readonly number[]) => quantile(values, 0.9);

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** `<name>_ms` and `<name>_p90_ms` of a set of timings, rounded to 0.1 ms. */
export function timed(name: string, values: readonly number[]): Record<string, number> {
  return { [`${name}_ms`]: round(median(values)), [`${name}_p90_ms`]: round(p90(values)) };
}

/** `figures` with each name behind `prefix.`. */
export function prefixed(prefix: string, figures: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(figures).map(([name, value]) => [`${prefix}.${name}`, value]),
  );
}
