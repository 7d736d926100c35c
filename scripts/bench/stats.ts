/**
 * Figures from repeated timings. Paint times come in steps (Chromium reports a
 * frame's presentation time, a few ms apart), so the middle value of a sample
 * jumps a whole step between runs while the distribution barely moves: two
 * runs' medians can differ by 7 % on the same machine. The Harrell–Davis
 * estimator weighs every sorted value by how likely it is to be the quantile
 * wanted (a Beta distribution's mass on its rank), so its median and p90 move
 * smoothly with the distribution and agree run to run.
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

/** Harrell–Davis weights by sample size and quantile, kept: the bootstrap (./rounds.ts) asks for the same ones thousands of times. */
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
export function quantile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  const n = sorted.length;
  if (n === 0) throw new Error('no values to take a quantile of');
  const weight = weights(n, p);
  let estimate = 0;
  for (let i = 0; i < n; i++) estimate += weight[i]! * sorted[i]!;
  return estimate;
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
