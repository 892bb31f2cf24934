// From the article region to the element the reader shows. The region is the strong node that holds the
// most merged text; its title, byline and lead often sit one level up (`<article><h1/><div.body/></article>`).
// We climb while the parent adds little valid text and is no wider than the region's column (live layout):
// a parent that also spans a sidebar column or a table row of other cells is the page, not the article.
import type { SdNode } from './node';
import type { SdRegion } from './region';

/** Climb while the parent adds at most this share of the article's valid text (title, byline, lead-in). */
export const EXPAND_MAX_GAIN = 0.25;
/** ...and is at most this much wider (padding and margins; a second column is far wider). */
export const EXPAND_MAX_WIDEN = 1.2;

export function expandArticle(article: SdRegion, regions: SdRegion[], exclude: SdRegion[]): SdNode {
  const sub = subtreeDensity(regions, new Set(exclude));
  let cur = article.node;
  while (cur.parent && cur.parent.tag !== 'body' && cur.parent.tag !== 'html') {
    const gain = (sub.get(cur.parent) ?? 0) - (sub.get(cur) ?? 0);
    if (gain > EXPAND_MAX_GAIN * (sub.get(cur) ?? 0)) break;
    if (cur.box.width > 0 && cur.parent.box.width > cur.box.width * EXPAND_MAX_WIDEN) break;
    cur = cur.parent;
  }
  return cur;
}

/** Valid region text below each node (regions in `skip` not counted). */
function subtreeDensity(regions: SdRegion[], skip: Set<SdRegion>): Map<SdNode, number> {
  const sub = new Map<SdNode, number>();
  for (const r of regions) {
    if (skip.has(r)) continue;
    for (let n: SdNode | null = r.node; n; n = n.parent) sub.set(n, (sub.get(n) ?? 0) + r.density);
  }
  return sub;
}
