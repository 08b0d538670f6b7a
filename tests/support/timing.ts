/**
 * Whether two sets of timings come from the same distribution, told by the Mann-Whitney rank-sum
 * test: its z score (normal approximation, ties counted half). Load on the machine moves every
 * timing around, but alike for both sets when their samples are taken in turn; a real difference
 * between them ranks one set consistently above the other. |z| > 3.29 happens by chance once in a
 * thousand.
 */
export function rankSumZ(a: number[], b: number[]): number {
  let u = 0
  for (const x of a) for (const y of b) u += x < y ? 1 : x === y ? 0.5 : 0
  const mean = (a.length * b.length) / 2
  const spread = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12)
  return (u - mean) / spread
}

/** |z| beyond which two sets of timings differ (two-sided, p < 0.001). */
export const DIFFERENT_Z = 3.29
