// Step 6 (Pappas et al. 2012, 3.3): candidate article regions have dfm <= T1; regions are grouped by CSS class.
import type { SdRegion } from './region';

export interface RegionGroup {
  key: string;
  depth: number;
  members: SdRegion[];
}

export function candidateRegions(regions: SdRegion[], t1: number): SdRegion[] {
  return regions.filter((r) => r.dfm <= t1);
}

/** Groups by class key AND level: repeated posts share both; the same class at another level is another role. */
export function groupByClass(regions: SdRegion[]): RegionGroup[] {
  const groups = new Map<string, RegionGroup>();
  for (const r of regions) {
    const key = `${r.classKey}@${r.node.depth}`;
    let g = groups.get(key);
    if (!g) {
      g = { key: r.classKey, depth: r.node.depth, members: [] };
      groups.set(key, g);
    }
    g.members.push(r);
  }
  return [...groups.values()].sort((a, b) => b.members.length - a.members.length);
}
