// Steps 4 and 5 (Pappas et al. 2012, 3.3): each region's density and title_diff, the max density region and dfm (eq. 1).
import { dfm, titleDiff } from './dfm';
import type { SdRegion } from './region';

/**
 * title_diff of a region: the paper takes the ancestor title (a heading before the node in an ancestor's
 * subtree). A region's own heading (an h1-h6 merged into it, e.g. `<div class=post><h2>..</h2><p>..`) is an
 * even closer title, so the smaller of the two distances is used.
 */
export function measureRegions(regions: SdRegion[]): SdRegion | null {
  let max: SdRegion | null = null;
  for (const r of regions) {
    const n = r.node;
    const diffs = [titleDiff(n.ancestorTitleDepth, n.depth), titleDiff(n.ownTitleDepth, n.depth)].filter(
      (d): d is number => d !== null,
    );
    r.titleDiff = diffs.length ? Math.min(...diffs) : null;
    if (!max || r.density > max.density) max = r;
  }
  for (const r of regions) r.dfm = dfm(r.density, max?.density ?? 0);
  return max;
}
