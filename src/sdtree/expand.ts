// From the article region to the element the reader shows. The region is the strong node that holds the
// most merged text; its title, byline and lead often sit one level up (`<article><h1/><div.body/></article>`).
// We climb while the parent adds little visible text (ALL text, links included: a menu is small in valid
// density but not in text) and is no wider than the region's column in the live layout: a parent that also
// spans a sidebar column or a table row of other cells is the page, not the article.
import { isWithin, type SdNode } from './node';
import type { SdRegion } from './region';

/** Climb while the parent adds at most this share of the article's visible text (title, byline, lead-in). */
export const EXPAND_MAX_GAIN = 0.25;
/** ...and is at most this much wider (padding and margins; a second column is far wider). */
export const EXPAND_MAX_WIDEN = 1.2;

export function expandArticle(article: SdRegion, exclude: SdRegion[]): SdNode {
  const text = (n: SdNode): number =>
    n.subtreeDensity - exclude.reduce((s, r) => s + (isWithin(r.node, n) ? r.node.subtreeDensity : 0), 0);
  let cur = article.node;
  while (cur.parent && cur.parent.tag !== 'body' && cur.parent.tag !== 'html') {
    const gain = text(cur.parent) - text(cur);
    if (gain > EXPAND_MAX_GAIN * text(cur)) break;
    if (cur.box.width > 0 && cur.parent.box.width > cur.box.width * EXPAND_MAX_WIDEN) break;
    cur = cur.parent;
  }
  return cur;
}
