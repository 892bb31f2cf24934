// From the decision's regions to the elements shown as comments and posts. The decision finds comment and
// post regions among the T1 candidates; their repeated siblings (same CSS class at the same level, step 6's
// grouping) are the other comments/posts, however short.
import type { RegionGroup } from './candidates';
import type { CommentMatch } from './comments';
import type { SdNode } from './node';
import type { SdRegion } from './region';

/** A container region holding at least this many same-class children is split into them. */
const MIN_SPLIT = 2;

export function sameGroup(regions: SdRegion[], key: string, depth: number): SdRegion[] {
  return regions.filter((r) => r.classKey === key && r.node.depth === depth);
}

export function postElements(regions: SdRegion[], group: RegionGroup | null): Element[] {
  if (!group) return [];
  return outermost(sameGroup(regions, group.key, group.depth).map((r) => r.node)).map((n) => n.el);
}

export function commentElements(regions: SdRegion[], matches: CommentMatch[], article: SdNode): Element[] {
  const nodes = new Set<SdNode>();
  for (const m of matches) {
    for (const r of sameGroup(regions, m.region.classKey, m.region.node.depth)) {
      if (!isWithin(r.node, article)) nodes.add(r.node);
    }
  }
  const outer = outermost([...nodes]);
  const split = outer.length === 1 ? splitRepeated(outer[0]) : outer;
  return split.map((n) => n.el);
}

/** Nodes not inside another node of the list, in document order. */
export function outermost(nodes: SdNode[]): SdNode[] {
  const set = new Set(nodes);
  return nodes
    .filter((n) => {
      for (let p = n.parent; p; p = p.parent) if (set.has(p)) return false;
      return true;
    })
    .sort((a, b) => a.index - b.index);
}

/** A single comment region that is really a list (`ol.comments > li`): its repeated children. */
function splitRepeated(node: SdNode): SdNode[] {
  const byKey = new Map<string, SdNode[]>();
  for (const c of node.children) {
    const key = `${c.tag}.${c.className}`;
    byKey.set(key, [...(byKey.get(key) ?? []), c]);
  }
  const best = [...byKey.values()].sort((a, b) => b.length - a.length)[0];
  if (!best || best.length < MIN_SPLIT) return [node];
  const covered = best.reduce((s, c) => s + c.subtreeDensity, 0);
  return covered >= node.subtreeDensity / 2 ? best : [node];
}

function isWithin(outer: SdNode, inner: SdNode): boolean {
  for (let n: SdNode | null = inner; n; n = n.parent) if (n === outer) return true;
  return false;
}
