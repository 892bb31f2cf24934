// Steps 5-6 (Pappas et al. 2012, 3.3): regions grouped by CSS class, the max density, dfm (eq. 1) and the
// candidates with dfm <= T1.
//
// Where the paper is vague: it groups "all regions ... based on their CSS classes" in step 6 but compares
// single regions with T1. We compare GROUPS: a group is the regions sharing a class key at one level, and its
// density is the sum of theirs. On real pages a thread's posts or a blog's comments are each small (dfm 80-95
// against the article) but together they are the page's main text; as single regions they only become
// candidates when T1 is so high that every sidebar box is one too, and the "closest to root" article rule then
// picks a sidebar. A lone region is a group of one, so for plain articles nothing changes.
import { dfm } from './dfm';
import type { SdRegion } from './region';

export interface RegionGroup {
  key: string;
  depth: number;
  members: SdRegion[];
  /** Sum of the members' densities. */
  density: number;
  /** Smallest title_diff of the members (null when none has a title). */
  titleDiff: number | null;
  /** Distance of the group's density from the densest group's (eq. 1). */
  dfm: number;
}

/** Groups by class key AND level: repeated posts share both; the same class at another level is another role. */
export function groupByClass(regions: SdRegion[]): RegionGroup[] {
  const groups = new Map<string, RegionGroup>();
  for (const r of regions) {
    const id = `${r.classKey}@${r.node.depth}`;
    let g = groups.get(id);
    if (!g) {
      g = { key: r.classKey, depth: r.node.depth, members: [], density: 0, titleDiff: null, dfm: 100 };
      groups.set(id, g);
    }
    g.members.push(r);
    g.density += r.density;
    if (r.titleDiff !== null) g.titleDiff = Math.min(g.titleDiff ?? Infinity, r.titleDiff);
  }
  const list = [...groups.values()];
  const max = Math.max(0, ...list.map((g) => g.density));
  for (const g of list) g.dfm = dfm(g.density, max);
  return list;
}

export function candidateGroups(groups: RegionGroup[], t1: number): RegionGroup[] {
  return groups.filter((g) => g.dfm <= t1);
}
