import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/**
 * The few dense operations a randomised SVD needs, on row-major
 * `Float64Array`s: `rows × cols` matrices, element (i, j) at `i * cols + j`.
 * No library: npm has none maintained that does sparse-times-dense products
 * and a small symmetric eigen-decomposition without native code.
 */

/** A `rows × cols` matrix of standard normal values, the same for the same seed. */
export function gaussianMatrix(rows: number, cols: number, seed: number): Float64Array {
  const generator = xoroshiro128plus(seed);
  const uniform = () => (uniformInt(generator, 1, 0x7fffffff) / 0x80000000) as number;
  const matrix = new Float64Array(rows * cols);
  for (let i = 0; i < matrix.length; i += 2) {
    // Box–Muller: two normal values from two uniform ones.
    const radius = Math.sqrt(-2 * Math.log(uniform()));
    const angle = 2 * Math.PI * uniform();
    matrix[i] = radius * Math.cos(angle);
    if (i + 1 < matrix.length) matrix[i + 1] = radius * Math.sin(angle);
  }
  return matrix;
}

/** `Xᵀ X` of a `rows × cols` matrix: `cols × cols`. */
export function gram(x: Float64Array, rows: number, cols: number): Float64Array {
  const result = new Float64Array(cols * cols);
  for (let r = 0; r < rows; r++) {
    const offset = r * cols;
    for (let i = 0; i < cols; i++) {
      const value = x[offset + i]!;
      if (value === 0) continue;
      const target = i * cols;
      for (let j = i; j < cols; j++) result[target + j]! += value * x[offset + j]!;
    }
  }
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < i; j++) result[i * cols + j] = result[j * cols + i]!;
  }
  return result;
}

/**
 * Makes the columns of `x` orthonormal in place (Cholesky QR, twice, which
 * is as accurate as Householder for the well-conditioned blocks met here).
 * A column that depends on the others comes out as zeros.
 */
export function orthonormalize(x: Float64Array, rows: number, cols: number): void {
  for (let pass = 0; pass < 2; pass++) {
    const upper = cholesky(gram(x, rows, cols), cols);
    const row = new Float64Array(cols);
    for (let r = 0; r < rows; r++) {
      const offset = r * cols;
      // Solves row · R = x_r for row (R upper triangular).
      for (let j = 0; j < cols; j++) {
        const diagonal = upper[j * cols + j]!;
        if (diagonal === 0) {
          row[j] = 0;
          continue;
        }
        let sum = x[offset + j]!;
        for (let i = 0; i < j; i++) sum -= row[i]! * upper[i * cols + j]!;
        row[j] = sum / diagonal;
      }
      x.set(row, offset);
    }
  }
}

/** The upper-triangular R with Rᵀ R = `g`; a column with no remaining mass gets a zero pivot. */
function cholesky(g: Float64Array, n: number): Float64Array {
  const upper = new Float64Array(n * n);
  const scale = Math.max(...Array.from({ length: n }, (_, i) => g[i * n + i]!), 0);
  for (let j = 0; j < n; j++) {
    let diagonal = g[j * n + j]!;
    for (let k = 0; k < j; k++) diagonal -= upper[k * n + j]! ** 2;
    if (diagonal <= scale * 1e-12) continue;
    const pivot = Math.sqrt(diagonal);
    upper[j * n + j] = pivot;
    for (let i = j + 1; i < n; i++) {
      let sum = g[j * n + i]!;
      for (let k = 0; k < j; k++) sum -= upper[k * n + j]! * upper[k * n + i]!;
      upper[j * n + i] = sum / pivot;
    }
  }
  return upper;
}

/**
 * Eigenvalues (descending) and eigenvectors (as the columns of a row-major
 * `n × n` matrix, in the same order) of a symmetric matrix, by cyclic Jacobi
 * rotations: exact enough, and quick for the n ≤ 400 used here.
 */
export function symmetricEigen(matrix: Float64Array, n: number) {
  const a = Float64Array.from(matrix);
  const vectors = new Float64Array(n * n);
  for (let i = 0; i < n; i++) vectors[i * n + i] = 1;
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p * n + q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q]!;
        if (Math.abs(apq) < 1e-300) continue;
        const theta = (a[q * n + q]! - a[p * n + p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p]!;
          const akq = a[k * n + q]!;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k]!;
          const aqk = a[q * n + k]!;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = vectors[k * n + p]!;
          const vkq = vectors[k * n + q]!;
          vectors[k * n + p] = c * vkp - s * vkq;
          vectors[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (i, j) => a[j * n + j]! - a[i * n + i]!,
  );
  const values = Float64Array.from(order, (i) => a[i * n + i]!);
  const sorted = new Float64Array(n * n);
  for (let k = 0; k < n; k++) {
    for (const [column, i] of order.entries()) sorted[k * n + column] = vectors[k * n + i]!;
  }
  return { values, vectors: sorted };
}

/** Scales `vector` to unit length in place; a zero vector stays zero. Returns it. */
export function normalizeInPlace<T extends Float32Array | Float64Array>(vector: T): T {
  let sum = 0;
  for (const value of vector) sum += value * value;
  if (sum > 0) {
    const scale = 1 / Math.sqrt(sum);
    for (let i = 0; i < vector.length; i++) vector[i]! *= scale;
  }
  return vector;
}
