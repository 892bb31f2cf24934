// Distance from the max density region, Pappas et al. 2012, eq. 1: dfm(r) = 100 - d_r * 100 / d_max.

export function dfm(density: number, maxDensity: number): number {
  if (maxDensity <= 0) return 100;
  return 100 - (density * 100) / maxDensity;
}

/** title_diff, eq. 2: |level_anc_title - level_node|. */
export function titleDiff(titleLevel: number | null, nodeLevel: number): number | null {
  return titleLevel === null ? null : Math.abs(titleLevel - nodeLevel);
}
