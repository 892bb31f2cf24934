// Steps 2-7 of the SD algorithm over a built SD-Tree, for one (T1, T2) pair. Building the tree (step 1,
// the only step that reads layout) is done once by the caller, so a grid of thresholds is cheap.
import { candidateGroups, groupByClass, type RegionGroup } from './candidates';
import { decide, type SdDecision } from './decide';
import { measureRegions } from './region-measures';
import { mergeNodes } from './merge';
import type { SdTree } from './node';
import { pruneNodes } from './prune';
import type { SdRegion } from './region';
import { timed, Tracer } from '../trace';

export interface SdThresholds {
  t1: number;
  t2: number;
}

export interface SdRun {
  regions: SdRegion[];
  max: SdRegion | null;
  groups: RegionGroup[];
  candidates: RegionGroup[];
  decision: SdDecision;
}

export function runSd(
  tree: SdTree,
  { t1, t2 }: SdThresholds,
  timings: Record<string, number> = {},
  tracer = new Tracer(false),
): SdRun {
  const valid = timed(timings, 'prune', () => pruneShort(tree, t2));
  tracer.add('prune', () => `${valid.length} of ${tree.nodes.length} nodes valid (density > T2=${t2})`);
  const regions = timed(timings, 'merge', () => mergeNodes(valid));
  tracer.add('merge', () => `${valid.length} valid nodes merged into ${regions.length} regions`);
  const max = timed(timings, 'density', () => measureRegions(regions));
  tracer.add('density', () => (max ? `max density region <${max.node.tag}> d=${max.density}` : 'no regions'));
  const groups = timed(timings, 'groups', () => groupByClass(regions));
  tracer.add('groups', () => `${regions.length} regions in ${groups.length} class groups`);
  const candidates = timed(timings, 'candidates', () => candidateGroups(groups, t1));
  tracer.add(
    'candidates',
    () =>
      `${candidates.length} candidate groups with dfm <= T1=${t1}: ${candidates.map((g) => `${g.key}x${g.members.length}`).join(', ')}`,
  );
  const decision = timed(timings, 'decide', () => decide(candidates, groups));
  tracer.add('decide', () => `${decision.pageType}: ${decision.why}`);
  return { regions, max, groups, candidates, decision };
}

/**
 * T2 was tuned on full pages (thresholds.ts). On a short page (a note, a one-paragraph post) no node reaches
 * it and the paper's algorithm would find nothing; there every visible text node is valid instead, so the
 * reader shows the little the page has rather than "no article".
 */
function pruneShort(tree: SdTree, t2: number) {
  const valid = pruneNodes(tree, t2);
  return valid.length ? valid : pruneNodes(tree, 0);
}
