// C4.5's pessimistic error estimate (Quinlan 1993, ch. 4), as Weka computes it (weka.classifiers.trees.j48.Stats).

/**
 * Extra errors to add to `e` observed errors among `n` instances: the upper limit of the binomial confidence
 * interval at confidence `cf`, by the normal approximation with C4.5's 0.5 continuity correction.
 */
export function addErrs(n: number, e: number, cf: number): number {
  if (e < 1) {
    const base = n * (1 - Math.pow(cf, 1 / n));
    return e === 0 ? base : base + e * (addErrs(n, 1, cf) - base);
  }
  if (e + 0.5 >= n) return Math.max(n - e, 0);
  const z = normalInverse(1 - cf);
  const f = (e + 0.5) / n;
  const r =
    (f + (z * z) / (2 * n) + z * Math.sqrt(f / n - (f * f) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return r * n - e;
}

/** Inverse standard normal CDF (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalInverse(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x =
      (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x =
      ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) /
      (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x =
      -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) /
      ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  return x;
}
