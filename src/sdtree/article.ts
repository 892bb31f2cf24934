// Step 7a (Pappas et al. 2012, 3.3): "the region among the candidates, closer to the root node and with an
// ancestor title to the closest level is denoted as article region".
import type { RegionGroup } from './candidates';
import { nodeCommentKeyword, type SdNode } from './node';

/**
 * The paper orders by two criteria without saying which wins. We take the title first (smallest title_diff),
 * then the distance from root, then density: a box near the root but without a close title must not beat
 * the titled article. Groups marked as comments by class/id (their own or an ancestor's) are not article
 * candidates while another candidate exists: on blogs with long comments the comments are often the densest
 * group, and the article is then the one thing the comments are not.
 * When no candidate has a title at all (common on old table layouts without h1-h6), the paper would answer
 * "multiple"; we fall back to the densest candidate, because on real pages a lone untitled dense region is
 * an article far more often than a list (the caller still checks for repetition).
 */
export function pickArticle(candidates: RegionGroup[], all: RegionGroup[] = candidates): RegionGroup | null {
  const plain = candidates.filter((g) => !inCommentBlock(g.members[0].node));
  if (!plain.length && candidates.length) return densestOutsideComments(all) ?? pickFrom(candidates);
  return pickFrom(plain);
}

/**
 * Only comment groups are candidates (a long thread under a short story): grouped, the comments outweigh the
 * article by far, so the article is the densest group that is not a comment block.
 */
function densestOutsideComments(all: RegionGroup[]): RegionGroup | null {
  const plain = all.filter((g) => g.members.length === 1 && !inCommentBlock(g.members[0].node));
  return plain.sort((a, b) => b.density - a.density)[0] ?? null;
}

function pickFrom(pool: RegionGroup[]): RegionGroup | null {
  const titled = pool.filter((g) => g.titleDiff !== null);
  if (titled.length) return [...titled].sort(compareArticle)[0];
  if (!pool.length) return null;
  return [...pool].sort((a, b) => b.density - a.density)[0];
}

function compareArticle(a: RegionGroup, b: RegionGroup): number {
  return a.titleDiff! - b.titleDiff! || a.depth - b.depth || b.density - a.density;
}

export function inCommentBlock(node: SdNode): boolean {
  for (let n: SdNode | null = node; n; n = n.parent) if (nodeCommentKeyword(n)) return true;
  return false;
}
