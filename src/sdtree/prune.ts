// Step 2 (Pappas et al. 2012, 3.3): valid nodes are those with density > T2; hidden nodes were already left
// out of the SD-Tree by the build (computed style + layout), so they are "completely ignored" here too.
import type { SdNode, SdTree } from './node';

/**
 * Anchor text does not count towards density. The paper counts every character; on real pages that makes a
 * list of long related-story links as dense as the article. Link text is navigation, not reading matter, and
 * the text of a paragraph around its inline links still counts (it is the paragraph's own text).
 */
export const COUNT_LINK_TEXT = false;

export function contribution(node: SdNode): number {
  return COUNT_LINK_TEXT ? node.density : node.density - node.linkDensity;
}

export function pruneNodes(tree: SdTree, t2: number): SdNode[] {
  // An indexed loop, not filter(): it runs cold on every page, where each callback is a call.
  const out: SdNode[] = [];
  const nodes = tree.nodes;
  for (let k = 0; k < nodes.length; k++) if (contribution(nodes[k]) > t2) out.push(nodes[k]);
  return out;
}
