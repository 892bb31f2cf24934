// Step 3 (Pappas et al. 2012, 3.3): each valid weak node is merged into its nearest strong ancestor; a valid
// strong node is a region itself. A region's density is the valid text merged into it (its OWN merged text,
// not its subtree): Figure 1 shows R1 (d 1000) and R2 as siblings compared by their own text; with subtree
// density the <body> would always be the max density region and every dfm would only measure size.
import type { SdNode } from './node';
import { contribution } from './prune';
import { classKeyOf, type SdRegion } from './region';

export function strongAncestor(node: SdNode): SdNode {
  let cur: SdNode = node;
  while (!cur.strong && cur.parent) cur = cur.parent;
  return cur;
}

export function mergeNodes(valid: SdNode[]): SdRegion[] {
  const regions = new Map<SdNode, SdRegion>();
  for (const node of valid) {
    const host = strongAncestor(node);
    let region = regions.get(host);
    if (!region) {
      region = { node: host, density: 0, members: 0, dfm: 100, titleDiff: null, classKey: classKeyOf(host) };
      regions.set(host, region);
    }
    region.density += contribution(node);
    region.members++;
  }
  return [...regions.values()].sort((a, b) => a.node.index - b.node.index);
}
