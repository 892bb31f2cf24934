// Step 7a (Pappas et al. 2012, 3.3): "the region among the candidates, closer to the root node and with an
// ancestor title to the closest level is denoted as article region".
import type { SdRegion } from './region';

/**
 * The paper orders by two criteria without saying which wins. We take the title first (smallest title_diff),
 * then the distance from root, then density: a sidebar box near the root but without a close title must not
 * beat the titled article. When no candidate has a title at all (common on old table layouts without h1-h6),
 * the paper would answer "multiple"; we fall back to the max density region, because on real pages a lone
 * untitled dense region is an article far more often than a list (the caller still checks for repetition).
 */
export function pickArticle(candidates: SdRegion[]): SdRegion | null {
  const titled = candidates.filter((r) => r.titleDiff !== null);
  if (titled.length) return [...titled].sort(compareArticle)[0];
  if (!candidates.length) return null;
  return [...candidates].sort((a, b) => b.density - a.density)[0];
}

function compareArticle(a: SdRegion, b: SdRegion): number {
  return a.titleDiff! - b.titleDiff! || a.node.depth - b.node.depth || b.density - a.density;
}
