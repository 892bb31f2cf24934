// From the decision's regions to the elements shown as comments and posts. The decision finds comment and
// post regions among the T1 candidates; their repeated siblings (same CSS class at the same level, step 6's
// grouping) are the other comments/posts, however short: a "Thanks, that worked" reply is below T2 and never
// becomes a region, but it is still a post of the thread.
import type { RegionGroup } from './candidates';
import type { CommentMatch } from './comments';
import { isWithin, type SdNode } from './node';
import { classKeyOf } from './region';

/** A container region holding at least this many same-class children is split into them. */
const MIN_SPLIT = 2;

/** Visible strong nodes with this class key at this level, with some text. */
export function sameGroup(nodes: SdNode[], key: string, depth: number): SdNode[] {
  // An indexed loop over the whole tree, not filter(): it runs cold, where each callback is a call.
  const out: SdNode[] = [];
  for (let k = 0; k < nodes.length; k++) {
    const n = nodes[k];
    if (n.depth === depth && n.strong && n.subtreeDensity > 0 && classKeyOf(n) === key) out.push(n);
  }
  return out;
}

/** The posts of a multiple page: the repeated group's members, outermost ones only, in document order. */
export function postNodes(nodes: SdNode[], group: RegionGroup | null): SdNode[] {
  if (!group) return [];
  return outermost(sameGroup(nodes, group.key, group.depth));
}

export function commentElements(nodes: SdNode[], matches: CommentMatch[], article: SdNode): Element[] {
  const found = new Set<SdNode>();
  for (const m of matches) {
    for (const n of sameGroup(nodes, m.region.classKey, m.region.node.depth)) {
      if (!isWithin(article, n)) found.add(n); // not a node that holds the article
    }
  }
  const members = [...found];
  const outer = outermost(members);
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
